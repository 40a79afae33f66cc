import Foundation
import LarderLLM
import LarderMetrics
import LarderPipeline
import LarderWeb
import LarderStore
import Logging
import Synchronization

/// `larder daemon`: watches the inbox and turns every receipt dropped there into a stored trip, exactly once,
/// and every nutrition label dropped in the labels folder into a food.
///
/// What the daemon's parts share: settings, the database, the job processors and whether it is stopping. After
/// ``prepare()``, its parts run as services of a `ServiceGroup`: ``watcher`` finds files and queues them,
/// ``workers`` read and store them, and ``metricsServer(address:)`` serves `/metrics`. At graceful shutdown
/// (SIGTERM) the watcher stops at once; each worker then gets a few seconds to finish the job it holds, after
/// which its job is cancelled and left in flight, to be re-queued by the next start like a job a crash
/// interrupted.
public final class InboxDaemon: Sendable {
    /// How long an idle loop waits before looking again.
    private static let idlePause: Duration = .milliseconds(250)
    /// How long jobs in flight may go on after ``stop()`` before they are cancelled: short enough that the process
    /// ends within 10 s of SIGTERM, with time left for the cancelled jobs to end.
    private static let stopGrace: Duration = .seconds(3)

    private let database: LarderDatabase
    private let makeRecognizer: @Sendable () throws -> any TextRecognizer
    private let labelRecognizer: LazyRecognizer
    private let extractor: any LLMService
    private let events: any DaemonEventSink
    private let logger: Logger
    private let reloadSettings: @Sendable () throws -> DaemonSettings
    private let settings: Mutex<DaemonSettings>
    /// Cleared when the watcher stops (the first part to stop): from then on no file is taken, and the workers
    /// claim no new job. ``stop()`` also starts the grace after which the jobs in flight are cancelled.
    private let watching = Mutex(true)
    private let stopping = Mutex(false)
    private let prepared = Mutex<Prepared?>(nil)
    private let preparing = Mutex(false)
    /// Counted whether or not they are served, so turning `[metrics]` on needs no other change.
    private let metrics = DaemonMetrics()
    /// The food bank's matcher, shared by the workers and the web app's suggestions, and let go when the workers
    /// are idle.
    private let matchers = FoodMatcherCache()

    /// - Parameters:
    ///   - settings: The configuration at start; ``reload()`` replaces it.
    ///   - makeRecognizer: Creates a worker's OCR (an engine, or a client of a worker process): once at start to
    ///     check it can, then on the worker's first job and again after the worker was idle for
    ///     `ocr.idle_seconds` and let it go.
    ///   - makeLabelRecognizer: Creates the engine for nutrition labels, on the first label; default
    ///     `makeRecognizer`.
    ///   - reloadSettings: Reads the configuration again, for SIGHUP.
    public init(
        settings: DaemonSettings, database: LarderDatabase,
        makeRecognizer: @escaping @Sendable () throws -> any TextRecognizer,
        makeLabelRecognizer: (@Sendable () throws -> any TextRecognizer)? = nil,
        extractor: any LLMService, events: any DaemonEventSink = SilentDaemonEventSink(),
        logger: Logger = Logger(label: "larder.daemon"),
        reloadSettings: @escaping @Sendable () throws -> DaemonSettings
    ) {
        self.settings = Mutex(settings)
        self.database = database
        self.makeRecognizer = makeRecognizer
        labelRecognizer = LazyRecognizer(makeLabelRecognizer ?? makeRecognizer)
        self.extractor = extractor
        self.events = events
        self.logger = logger
        self.reloadSettings = reloadSettings
    }

    private var currentSettings: DaemonSettings { settings.withLock { $0 } }
    private var isStopping: Bool { stopping.withLock { $0 } }
    private var isWatching: Bool { watching.withLock { $0 } && !isStopping }

    /// What ``prepare()`` made for the watcher and the workers.
    private struct Prepared: Sendable {
        let processors: [JobProcessor]
        let settings: DaemonSettings
    }

    /// The inbox watcher, a service of its own.
    public var watcher: InboxWatcher { InboxWatcher(daemon: self) }

    /// The job workers, a service of their own.
    public var workers: JobWorkers { JobWorkers(daemon: self) }

    /// Gets the daemon ready before its parts run: creates the folders, re-queues the jobs a stop or a crash
    /// left in flight (before any worker claims one), moves the files of finished jobs, and makes one recognizer
    /// so that missing language data stops start-up, not the first receipt. Does nothing the second time.
    /// - Throws: `DaemonError` when a folder cannot be created; `OCRError` when OCR cannot start;
    ///   `DatabaseError`.
    public func prepare() throws {
        let isFirst = preparing.withLock { started in
            defer { started = true }
            return !started
        }
        guard isFirst else { return }
        let settings = currentSettings
        try FolderLayout.check(settings)
        let folders = settings.resolvedFolders
        for folder in [folders.inbox, folders.labels, folders.archive, folders.failed, folders.duplicates] {
            try FileMover.createFolder(folder)
        }
        let requeued = try database.requeueInterruptedJobs()
        if requeued > 0 { logger.notice("resuming interrupted jobs", metadata: ["count": "\(requeued)"]) }
        let disposal = FileDisposal(database: database, logger: logger)
        for job in try database.finishedJobsAwaitingMove() {
            do {
                try disposal.dispose(job, settings: settings)
            } catch {
                // The job is safe in the database; its file stays in the inbox and the next rescan tries again.
                logger.error(
                    "cannot move a finished job's file", metadata: ["job": "\(job.id ?? 0)", "error": "\(error)"]
                )
            }
        }
        // A worker process's client checks the data without starting one; the workers' own recognizers are made
        // on their first job, so an idle daemon holds no engine and no worker process.
        _ = try makeRecognizer()
        // Opening a new database seeds the food bank, which leaves SQLite's caches full.
        database.releaseMemory()
        MemoryTrim.returnFreedMemory()
        let noWorkerRetries = NoWorkerRetries()
        let processors = (0..<settings.daemon.resolvedWorkers).map { _ in
            JobProcessor(
                database: database, recognizer: LazyRecognizer(makeRecognizer), labelRecognizer: labelRecognizer,
                extractor: extractor, matchers: matchers, metrics: metrics, logger: logger,
                noWorkerRetries: noWorkerRetries
            )
        }
        prepared.withLock { $0 = Prepared(processors: processors, settings: settings) }
    }

    /// Finds files and queues them until the watcher or the daemon stops. Says the daemon is ready once it
    /// watches. Call ``prepare()`` first.
    func watch() async {
        guard let prepared = prepared.withLock({ $0 }) else { preconditionFailure("InboxDaemon.prepare() first") }
        // A shutdown that came before the watcher began: never say ready after stopping.
        guard isWatching else { return }
        // Detection runs in this task: the detector owns inotify state that never crosses tasks.
        let detector = InboxDetector(database: database, settings: prepared.settings, logger: logger)
        logger.notice(
            "watching the inbox",
            metadata: [
                "inbox": "\(prepared.settings.resolvedFolders.inbox)", "workers": "\(prepared.processors.count)",
                "mode": "\(detector.isWatching ? "inotify" : "poll")",
            ]
        )
        events.daemonIsReady(status: (try? statusLine()) ?? "ready")
        await detect(with: detector)
    }

    /// Reads and stores queued files until the watcher stops; the jobs in flight then finish, or are cancelled
    /// ``stopGrace`` after ``stop()``. Call ``prepare()`` first.
    func work() async {
        guard let prepared = prepared.withLock({ $0 }) else { preconditionFailure("InboxDaemon.prepare() first") }
        // Each child says whether it was a worker, so stopping can tell the workers from the grace timer.
        await withTaskGroup(of: Bool.self) { group in
            for processor in prepared.processors {
                group.addTask {
                    await self.work(with: processor)
                    return true
                }
            }
            group.addTask {
                while !self.isStopping, !Task.isCancelled { try? await Task.sleep(for: Self.idlePause) }
                try? await Task.sleep(for: Self.stopGrace)
                return false
            }
            await finishWorkers(in: &group, count: prepared.processors.count)
        }
        logger.notice("stopped")
    }

    /// Stops the watcher: no more files are taken. The workers go on with the queue until ``stop()``.
    public func stopWatching() {
        let wasWatching = watching.withLock { watching in
            defer { watching = false }
            return watching
        }
        guard wasWatching else { return }
        logger.notice("stopping: jobs in flight may finish for a few seconds, then are resumed at the next start")
        events.daemonIsStopping()
    }

    /// Stops taking files and jobs; the workers end once the jobs in flight are finished or, after a few
    /// seconds, cancelled. Safe from any thread.
    public func stop() {
        stopWatching()
        stopping.withLock { $0 = true }
    }

    /// Reads the configuration again. Timing, retry and duplicate settings apply at once; folders, workers,
    /// OCR and the database apply at the next start. A bad configuration is logged and the old one kept.
    public func reload() {
        events.daemonIsReloading()
        do {
            let fresh = try reloadSettings()
            let old = settings.withLock { settings in
                defer { settings = fresh }
                return settings
            }
            let needsRestart =
                fresh.resolvedFolders != old.resolvedFolders || fresh.daemon.workers != old.daemon.workers
                || fresh.daemon.watch != old.daemon.watch || fresh.ocr != old.ocr
                || fresh.databasePath != old.databasePath
            if needsRestart {
                logger.notice("configuration reloaded; folder, worker, watch, OCR and database changes need a restart")
            } else {
                logger.notice("configuration reloaded")
            }
        } catch {
            logger.error("configuration not reloaded; keeping the previous one", metadata: ["error": "\(error)"])
        }
        events.daemonIsReady(status: (try? statusLine()) ?? "reloaded")
    }

    /// The web app and its JSON API over this daemon's database and inbox, as a service to run beside it; `nil`
    /// when `web.listen` is not set. Its uploads go to the inbox, where the watcher treats them as dropped files.
    /// - Throws: ``WebTokenError`` when the token cannot be read or created, `WebServerError` for a malformed
    ///   address; running it throws when the address cannot be bound, which stops the service group.
    public func webServer() throws -> WebServer? {
        let settings = currentSettings
        guard let address = settings.web.listen else { return nil }
        let token = try WebToken.load(dataFolder: settings.storage.dataDirectory, file: settings.web.tokenFile)
        let folders = settings.resolvedFolders
        let configuration = WebConfiguration(
            address: address, token: token, inboxFolder: folders.inbox,
            maxUploadBytes: settings.web.maxUploadMegabytes * 1_000_000, maxPixels: settings.ocr.maxPixels,
            maxPages: settings.ocr.maxPages, secureCookies: settings.web.secureCookies,
            system: SystemFacts(
                backends: settings.extraction.backends.map(\.rawValue), failedFolder: folders.failed,
                databasePath: settings.databasePath),
            extraction: settings.extraction, labelsFolder: folders.labels, matchers: matchers,
            recognizer: labelRecognizer)
        let database = database
        let metrics = metrics
        let logger = logger
        if !WebServer.isLoopback(address) {
            logger.warning(
                "the web app listens beyond this machine; put it behind a TLS proxy (and set web.secure_cookies)",
                metadata: ["address": "\(address)"])
        }
        return try WebServer(
            configuration: configuration, database: database, health: { metrics.isHealthy(database: database) },
            metrics: {
                metrics.refresh(from: database)
                var bytes: [UInt8] = []
                metrics.registry.emit(into: &bytes)
                return String(decoding: bytes, as: UTF8.self)
            }, logger: logger,
            onListening: { port in
                logger.notice(
                    "serving the web app", metadata: ["address": "\(address)", "port": "\(port)", "tokenFile": "\(token.source)"])
            })
    }

    /// `/metrics` and `/healthz` over this daemon's counters and database, as a service to run beside it.
    /// - Throws: `MetricsServerError` when the address is malformed; running it throws when it cannot be bound,
    ///   which stops the service group, so a taken port stops start-up.
    public func metricsServer(address: String) throws -> MetricsServer {
        let database = database
        let metrics = metrics
        let logger = logger
        return try MetricsServer(
            address: address, registry: metrics.registry, health: { metrics.isHealthy(database: database) },
            refresh: { metrics.refresh(from: database) }, logger: logger,
            onListening: { port in
                logger.notice("serving metrics", metadata: ["address": "\(address)", "port": "\(port)"])
            })
    }

    private func detect(with detector: InboxDetector) async {
        while isWatching {
            detector.tick(settings: currentSettings)
            metrics.loopTurned()
            events.daemonIsAlive()
            try? await Task.sleep(for: Self.idlePause)
        }
    }

    /// Waits for the `count` workers in `group` to end, cancelling their jobs when the grace timer (the group's
    /// other child) ends, ``stopGrace`` after ``stop()``.
    private func finishWorkers(in group: inout TaskGroup<Bool>, count: Int) async {
        var working = count
        while working > 0, let isWorker = await group.next() {
            if isWorker {
                working -= 1
            } else {
                logger.notice("cancelling the jobs still in flight; the next start resumes them")
                group.cancelAll()
            }
        }
        // Ends the grace timer when the workers finished first.
        group.cancelAll()
    }

    private func work(with processor: JobProcessor) async {
        var idleSince: ContinuousClock.Instant?
        var queueProblem = RecurringProblem()
        while !isStopping {
            // Once the watcher has stopped, no new job is claimed; the loop waits for ``stop()``, since a service
            // must not end before the group asks it to.
            guard isWatching else {
                try? await Task.sleep(for: Self.idlePause)
                continue
            }
            let job: JobRecord?
            do {
                job = try database.claimNextJob()
                if queueProblem.cleared() { logger.notice("the job queue can be read again") }
            } catch {
                if let untold = queueProblem.occurred() {
                    logger.error(
                        "cannot read the job queue; retrying, and saying so again in 5 minutes if it persists",
                        metadata: ["error": "\(error)", "repeats": "\(untold)"])
                }
                job = nil
            }
            guard let job, let id = job.id else {
                let since = idleSince ?? .now
                idleSince = since
                if ContinuousClock.now - since > .seconds(currentSettings.ocr.idleSeconds) {
                    processor.releaseEngines()
                    idleSince = nil
                }
                try? await Task.sleep(for: Self.idlePause)
                continue
            }
            idleSince = nil
            do {
                try await processor.process(job, settings: currentSettings)
            } catch is CancellationError {
                // Stopped mid-job: it stays in flight, neither failed nor waiting, and the next start resumes it.
                logger.notice("job left for the next start", metadata: ["job": "\(id)"])
                return
            } catch let error as DaemonError where error.code == .moveFailed || error.code == .folderUnusable {
                // The job is finished and safe; only its file is still in the inbox, listed by `larder status`,
                // and the detector tries the move again at its next rescan.
                logger.error(
                    "job finished, but its file cannot be moved out of the inbox yet; will try again",
                    metadata: ["job": "\(id)", "error": "\(error)"])
            } catch {
                // The database or a move failed after reading; try the job again later rather than lose it.
                logger.error("job interrupted; will retry", metadata: ["job": "\(id)", "error": "\(error)"])
                await putBack(id, reason: "\(error)")
            }
            if let status = try? statusLine() { events.daemonStatusChanged(status) }
        }
    }

    /// Moves an interrupted job to `waiting_retry`, insisting while the database refuses the write (a full disk
    /// refuses this one too): a job left `ocr` would wait for the next start. A job that did finish (only its
    /// file move failed) is left alone; the detector moves its file at a later rescan.
    private func putBack(_ id: Int64, reason: String) async {
        while true {
            if let job = try? database.job(id: id), !job.state.isInFlight { return }
            let later = Date().addingTimeInterval(currentSettings.daemon.retryBaseSeconds)
            if (try? database.moveJob(id, to: .waitingRetry, error: reason, nextAttemptAt: later)) != nil { return }
            // Stopping leaves it in flight, and the next start re-queues it.
            if isStopping { return }
            try? await Task.sleep(for: .seconds(1))
        }
    }

    private func statusLine() throws -> String {
        let summary = try database.jobSummary()
        let stored = (summary.countsByState[.done] ?? 0) + (summary.countsByState[.needsReview] ?? 0)
        return "\(stored) stored, \(summary.queueDepth) queued, \(summary.countsByState[.failed] ?? 0) failed"
    }
}
