import ArgumentParser
import Foundation
import LarderCore
import LarderDaemon
import LarderLLM
import LarderLogging
import LarderPipeline
import LarderStore
import Logging
import ServiceLifecycle

/// `larder daemon`: watches the inbox and stores every receipt dropped there, until SIGTERM or SIGINT.
struct DaemonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daemon",
        abstract: "Watch the inbox folder and store every receipt dropped there, exactly once.",
        discussion: """
            Settings come from the TOML configuration (see Config/larder.toml), then the environment, then \
            these flags. SIGTERM or SIGINT stops taking files, gives the receipts being read 3 seconds to \
            finish, leaves the rest for the next start and exits 0; SIGHUP reloads the configuration. See \
            `larder status` for progress.
            """
    )

    @OptionGroup var settings: SettingsOptions

    @Option(name: .long, help: ArgumentHelp("The inbox folder (folders.inbox).", valueName: "path"))
    var inbox: String?

    @Option(name: .long, help: "OCR workers, 0 = one per core (daemon.workers).")
    var workers: Int?

    @Option(name: .long, help: "auto, inotify or poll (daemon.watch).")
    var watch: String?

    @Option(
        name: .customLong("web-listen"),
        help: ArgumentHelp("Serve the web app and its API on IPv4:port, e.g. 127.0.0.1:8470 (web.listen).", valueName: "address"))
    var webListen: String?

    func run() async throws {
        let flags = [
            ("folders.inbox", inbox, "--inbox"), ("daemon.workers", workers.map(String.init), "--workers"),
            ("daemon.watch", watch, "--watch"), ("web.listen", webListen, "--web-listen"),
        ]
        let extra = flags.compactMap { key, value, flag in value.map { (key: key, text: $0, source: flag) } }
        let loaded = try settings.load(extra: extra)
        LoggingChoice.shared.adopt(
            format: LogFormat(rawValue: loaded.log.format), level: Logger.Level(rawValue: loaded.log.level))
        let logger = Logger(label: "larder.daemon")
        if loaded.ocr.inWorkerProcesses { MemoryTrim.returnFreedMemoryPromptly() }
        let lock: InstanceLock
        do {
            lock = try InstanceLock(databasePath: loaded.databasePath)
        } catch {
            StandardError.write("larder: \(error)")
            throw ExitCode.failure
        }
        let backups = BackupFolder(path: loaded.resolvedBackupFolder)
        do {
            // Before anything opens it for writing: migrating or storing into a damaged file spreads the damage.
            try LarderDatabase.refuseDamage(atPath: loaded.databasePath, backups: backups)
        } catch let error as StoreError where error.code == .damagedDatabase {
            StandardError.write("larder: \(error)")
            // EX_DATAERR: the unit's RestartPreventExitStatus keeps systemd from restarting into the same damage.
            throw ExitCode(65)
        } catch {
            StandardError.write("larder: \(error)")
            throw ExitCode.failure
        }
        let database: LarderDatabase
        do {
            database = try LarderDatabase.open(atPath: loaded.databasePath)
        } catch {
            StandardError.write("larder: cannot open the database at \(loaded.databasePath): \(error)")
            throw ExitCode.failure
        }
        do {
            try await loaded.checkOCRWorkerStarts()
        } catch {
            StandardError.write("larder: \(error)")
            throw ExitCode.failure
        }
        let options = settings
        let daemon = InboxDaemon(
            settings: loaded, database: database, makeRecognizer: { try loaded.makeRecognizer(for: .receipts) },
            makeLabelRecognizer: { try loaded.makeRecognizer(for: .nutritionLabels) },
            extractor: try BackendOptions.asUsageError {
                try loaded.extraction.makeExtractor(
                    matcher: FoodMatcher(foods: try database.matchableFoods()), database: database)
            },
            events: SystemdDaemonEvents() ?? SilentDaemonEventSink(),
            logger: logger,
            reloadSettings: {
                try SettingsLoader().load(explicitPath: options.config, flags: options.overrides + extra).settings
            }
        )
        // SIGHUP is trapped before the daemon gets ready, which can take seconds: a reload then must not end it.
        let reloader = await ReloadOnHangup(daemon: daemon)
        do {
            try daemon.prepare()
        } catch {
            StandardError.write("larder: \(error)")
            throw ExitCode.failure
        }
        // Shut down in reverse order: the watcher first (no more files are taken), then the workers (their jobs
        // finish or are left for the next start), then the services beside them. The watcher's or the workers'
        // end ends the group; another service failing (a taken metrics port) stops it all.
        var services: [ServiceGroupConfiguration.ServiceConfiguration] = []
        if loaded.metrics.isEnabled {
            services.append(.init(service: try daemon.metricsServer(address: loaded.metrics.address)))
        }
        do {
            if let web = try daemon.webServer() { services.append(.init(service: web)) }
        } catch {
            StandardError.write("larder: \(error)")
            throw ExitCode.failure
        }
        if loaded.backup.isEnabled {
            let backup = DailyBackup(database: database, folder: backups, keep: loaded.backup.keep, logger: logger)
            services.append(.init(service: backup))
        }
        services.append(.init(service: reloader))
        services.append(.init(service: daemon.workers, successTerminationBehavior: .gracefullyShutdownGroup))
        services.append(.init(service: daemon.watcher, successTerminationBehavior: .gracefullyShutdownGroup))
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        do {
            try await group.run()
        } catch {
            StandardError.write("larder: \(error)")
            throw ExitCode.failure
        }
        withExtendedLifetime(lock) {}
    }
}
