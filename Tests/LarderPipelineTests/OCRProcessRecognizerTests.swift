import Foundation
import LarderCore
import LarderOCR
import LarderPDF
import LarderPipeline
import LarderTestSupport
import Testing

/// Reading in a real `larder ocr-worker` process: the same reading as in this process, errors that cross the pipe
/// with their kind, and a worker that crashes, hangs or is killed costing one reading and nothing more.
@Suite struct OCRProcessRecognizerTests {
    private let settings = WorkerProcessFixture.settings

    private func recognizer(fault: String? = nil, secondsPerImage: Double = 300) throws -> OCRProcessRecognizer {
        try WorkerProcessFixture.recognizer(fault: fault, secondsPerImage: secondsPerImage)
    }

    private func image(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt(name)))
    }

    @Test func aWorkerProcessReadsExactlyWhatThisProcessReads() async throws {
        // Given a receipt photo
        let data = try image("dm-01.png")

        // When it is read in a worker process and in this one, with the same settings
        let inWorker = try await recognizer().recognize(imageData: data, named: "dm-01.png")
        let here = try await OCRWorker(configuration: settings.configuration).recognize(
            imageData: data, named: "dm-01.png")

        // Then text, words with their boxes, confidence, notes and languages are the same
        #expect(inWorker.text == here.text)
        #expect(inWorker.words == here.words)
        #expect(inWorker.confidence == here.confidence)
        #expect(inWorker.notes == here.notes && inWorker.languages == here.languages && inWorker.pages == here.pages)
        #expect(inWorker.text.contains("dm"), "\(inWorker.text)")
    }

    @Test func anImageErrorCrossesThePipeWithItsKind() async throws {
        // Given a PNG cut off after its header
        let cut = try image("dm-01.png").prefix(200)

        // When a worker process reads it
        let reader = try recognizer()
        let error = await #expect(throws: OCRError.self) {
            try await reader.recognize(imageData: Data(cut), named: "/inbox/cut.png")
        }

        // Then it is the OCR error this process would give, naming the file, and the worker lives on
        #expect(error?.code == .corruptImage || error?.code == .notAnImage, "\(String(describing: error))")
        #expect(error?.file == "/inbox/cut.png")
        let pid = await reader.workerProcessID
        #expect(pid != nil)
        _ = try await reader.recognize(imageData: try image("batch/batch-001.png"), named: "next.png")
        #expect(await reader.workerProcessID == pid)
    }

    @Test func aCrashingWorkerFailsOneReadingAndTheNextStartsAFreshWorker() async throws {
        // Given a worker that aborts on files named hostile*
        let reader = try recognizer(fault: "abort:hostile")

        // When it reads a hostile file
        let error = await #expect(throws: OCRWorkerError.self) {
            try await reader.recognize(imageData: try image("batch/batch-001.png"), named: "/inbox/hostile.png")
        }

        // Then the reading fails as a killed worker, naming the file and the signal
        #expect(error?.code == .killed)
        #expect(error?.message.contains("hostile.png") == true && error?.message.contains("signal 6") == true,
            "\(String(describing: error))")
        let failure = ProcessingFailure(try #require(error), at: .recognition)
        #expect(failure.killedItsWorker && failure.isWorthRetrying)
        #expect(await reader.workerProcessID == nil)

        // And the next file is read by a new worker
        let text = try await reader.recognize(imageData: try image("batch/batch-001.png"), named: "/inbox/fine.png")
        #expect(!text.words.isEmpty)
        #expect(await reader.workerProcessID != nil)
    }

    @Test func aHangingWorkerIsKilledAtTheTimeLimit() async throws {
        // Given a worker that hangs on files named stuck*, with a two-second limit per image
        let (reading, hungWorker) = try await hangingReading(named: "/inbox/stuck.png", secondsPerImage: 2)

        // When it reads a stuck file
        let error = await #expect(throws: OCRWorkerError.self) { try await reading.value }

        // Then the reading fails as a killed worker past its time, and the hung process is gone
        #expect(error?.code == .killed)
        #expect(error?.message.contains("stuck.png took longer than 2 s") == true, "\(String(describing: error))")
        #expect(isReaped(hungWorker))
    }

    @Test func cancellingTheCallerStopsItsWorkerAtOnce() async throws {
        // Given a worker hanging on a file, with an hour's limit
        let (reading, worker) = try await hangingReading(named: "stuck.png", secondsPerImage: 3600)

        // When its caller is cancelled
        let start = ContinuousClock.now
        reading.cancel()

        // Then the reading ends in cancellation within seconds, and the worker is gone
        await #expect(throws: CancellationError.self) { try await reading.value }
        #expect(ContinuousClock.now - start < .seconds(30))
        #expect(isReaped(worker))
    }

    @Test func aWorkerStoppedFromOutsideIsNotBlamedOnTheImage() async throws {
        // Given a worker busy with a file (hanging on it, so it is still busy when the signal comes)
        let (reading, worker) = try await hangingReading(named: "stuck.png", secondsPerImage: 3600)

        // When a service manager stops it with SIGTERM
        kill(worker, SIGTERM)

        // Then the reading fails as a worker that was unavailable, which does not count against the file
        let error = await #expect(throws: OCRWorkerError.self) { try await reading.value }
        #expect(error?.code == .unavailable, "\(String(describing: error))")
        #expect(error?.message.contains("stopped from outside (signal 15)") == true, "\(String(describing: error))")
    }

    /// A reading of a file on which the worker hangs (the fault `hang:stuck`), under way, and its worker's process
    /// once the image was sent to it.
    private func hangingReading(named name: String, secondsPerImage: Double) async throws
        -> (Task<RecognizedText, any Error>, pid_t)
    {
        let reader = try recognizer(fault: "hang:stuck", secondsPerImage: secondsPerImage)
        let data = try image("batch/batch-001.png")
        let reading = Task { try await reader.recognize(imageData: data, named: name) }
        return (reading, try await readingWorker(of: reader))
    }

    /// The process of the worker `reader` is reading with, once the image was sent to it. Watched from a thread
    /// of its own: the whole suite beside this test can keep Swift's pool busy for minutes on two cores, so the
    /// bound is generous and counted in wall-clock time.
    private func readingWorker(of reader: OCRProcessRecognizer) async throws -> pid_t {
        let found = try await offThePool { () -> pid_t? in
            let deadline = Date().addingTimeInterval(600)
            while Date() < deadline {
                if let pid = reader.readingProcessID { return pid }
                usleep(5_000)
            }
            return nil
        }
        return try #require(found, "the worker never got the image")
    }

    @Test func aWorkerKilledWhileIdleIsReplacedWithoutBlamingTheNextFile() async throws {
        // Given a worker that read one receipt and then was killed from outside while idle
        let reader = try recognizer()
        let data = try image("batch/batch-001.png")
        _ = try await reader.recognize(imageData: data, named: "first.png")
        let first = try #require(await reader.workerProcessID)
        kill(first, SIGKILL)
        // Until all its threads are gone: a process's first thread shows as a zombie while the others still exit.
        while (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(first)/task").count) ?? 0 > 1
            || isRunning(first)
        {
            try await Task.sleep(for: .milliseconds(20))
        }

        // When the next receipt comes
        let text = try await reader.recognize(imageData: data, named: "second.png")

        // Then a new worker reads it
        #expect(!text.words.isEmpty)
        #expect(await reader.workerProcessID != first)
    }

    @Test func aWorkerLetGoExits() async throws {
        // Given a worker that read a receipt
        let reader = try recognizer()
        _ = try await reader.recognize(imageData: try image("batch/batch-001.png"), named: "first.png")
        let worker = try #require(await reader.workerProcessID)

        // When it is let go (the daemon's worker was idle)
        await reader.letWorkerGo()

        // Then its process exits by itself
        let deadline = ContinuousClock.now + .seconds(20)
        while !isReaped(worker), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(isReaped(worker))
    }

    @Test func missingLanguageDataStopsCreationWithoutStartingAProcess() throws {
        var settings = settings
        settings.languages = "deu+xyz"
        let error = #expect(throws: OCRError.self) {
            try OCRProcessRecognizer(settings: settings, executable: "/nonexistent", secondsPerImage: 10)
        }
        #expect(error?.code == .missingLanguageData)
    }

    @Test func aWorkerThatExitsWhileReadingIsUnavailableNotKilled() async throws {
        // Given a worker that exits with a status on files named gone* (as one that cannot go on would)
        let reader = try recognizer(fault: "exit:gone")

        // When it reads such a file
        let error = await #expect(throws: OCRWorkerError.self) {
            try await reader.recognize(imageData: try image("batch/batch-001.png"), named: "/inbox/gone.png")
        }

        // Then the worker is unavailable, which does not count against the file
        #expect(error?.code == .unavailable, "\(String(describing: error))")
        #expect(error?.message.contains("exited with status 3") == true, "\(String(describing: error))")
        let failure = ProcessingFailure(try #require(error), at: .recognition)
        #expect(failure.foundNoWorker && !failure.killedItsWorker)
    }

    @Test func aReplyThatIsNotAReadingStopsTheWorkerWithoutBlamingTheImage() async throws {
        // Given a stand-in worker that says it is ready, then answers with an object that is neither a reading
        // nor an error
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/Scripts/ocr-worker-set-reply.sh").path
        var environment = ProcessInfo.processInfo.environment
        environment["STAND_IN_REPLY"] = #"{"neither":1}"#
        let reader = try OCRProcessRecognizer(
            settings: settings, executable: script, secondsPerImage: 30, environment: environment)

        // When it is sent an image
        let error = await #expect(throws: OCRWorkerError.self) {
            try await reader.recognize(imageData: Data("tiny".utf8), named: "/inbox/a.png")
        }

        // Then the reading fails as no worker, and the stand-in was stopped
        #expect(error?.code == .unavailable, "\(String(describing: error))")
        #expect(error?.message.contains("not a reading") == true, "\(String(describing: error))")
        #expect(await reader.workerProcessID == nil)
    }

    /// Replies that are well formed but not an answer to what was asked.
    private static let wrongReplies: [(reply: String, asks: String)] = [
        (#"{"barcodes":[]}"#, "text"),
        (#"{"pages":[{}]}"#, "pdfPages"),
        (#"{"pages":[{"pngByteCount":0}]}"#, "pdfPages"),
        (#"{"text":{"text":"","confidence":0,"seconds":0,"pages":1,"words":[]},"barcodes":[]}"#, "barcodes"),
    ]

    @Test(arguments: 0..<wrongReplies.count)
    func aReplyThatDoesNotAnswerTheRequestStopsTheWorker(_ index: Int) async throws {
        // Given a stand-in worker that answers with a reply of another kind, or a PDF page with no text and no image
        let (reply, asks) = Self.wrongReplies[index]
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/Scripts/ocr-worker-set-reply.sh").path
        var environment = ProcessInfo.processInfo.environment
        environment["STAND_IN_REPLY"] = reply
        let reader = try OCRProcessRecognizer(
            settings: settings, executable: script, secondsPerImage: 30, environment: environment)

        // When it is asked for that request's answer
        let error = await #expect(throws: OCRWorkerError.self) {
            switch asks {
            case "text": _ = try await reader.recognize(imageData: Data("tiny".utf8), named: "/inbox/a.png")
            case "pdfPages": _ = try await reader.pdfPages(of: Data("%PDF".utf8), named: "/inbox/a.pdf", limits: .init())
            default: _ = try await reader.barcodes(inImageData: Data("tiny".utf8), named: "/inbox/a.png")
            }
        }

        // Then it fails as no worker, without blaming the file, and the stand-in was stopped
        #expect(error?.code == .unavailable && error?.message.contains("not a reading") == true, "\(reply)")
        #expect(await reader.workerProcessID == nil)
    }

    @Test func aWorkerThatEndsWithoutAnsweringAfterItHasTheImageIsKilledByIt() async throws {
        // Given a stand-in worker that acknowledges the whole image, then exits without a reply
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/Scripts/ocr-worker-exits-holding-image.sh").path
        let reader = try OCRProcessRecognizer(settings: settings, executable: script, secondsPerImage: 30)

        // When it is sent an image
        let error = await #expect(throws: OCRWorkerError.self) {
            try await reader.recognize(imageData: try image("batch/batch-001.png"), named: "/inbox/b.png")
        }

        // Then the image is blamed: it was held when the worker ended
        #expect(error?.code == .killed, "\(String(describing: error))")
        let message = error?.message ?? ""
        #expect(message.contains("ended (status 0) while reading b.png"), "\(message)")
    }

    @Test func aWorkerThatDiesBeforeItIsReadyFailsTheStartCheck() async throws {
        // /bin/false exits with status 1 without saying it is ready
        let reader = try OCRProcessRecognizer(settings: settings, executable: "/bin/false", secondsPerImage: 10)

        let error = await #expect(throws: OCRWorkerError.self) { try await reader.checkWorkerStarts() }

        #expect(error?.code == .unavailable)
        #expect(error?.message.contains("exited with status 1") == true, "\(String(describing: error))")
    }

    @Test func aRealWorkerPassesTheStartCheckAndIsLetGo() async throws {
        let reader = try recognizer()
        try await reader.checkWorkerStarts()
        #expect(await reader.workerProcessID == nil)
    }

    @Test func aWorkerThatCannotStartIsUnavailableNotKilled() async throws {
        let reader = try OCRProcessRecognizer(
            settings: settings, executable: "/nonexistent/larder", secondsPerImage: 10)
        let error = await #expect(throws: OCRWorkerError.self) {
            try await reader.recognize(imageData: try image("batch/batch-001.png"), named: "a.png")
        }
        #expect(error?.code == .unavailable, "\(String(describing: error))")
        #expect(!ProcessingFailure(try #require(error), at: .recognition).killedItsWorker)
    }

    @Test func aWorkerInheritsNothingButItsStreams() async throws {
        // Given a file this process holds open without close-on-exec, as a library of the daemon's might
        let folder = try TemporaryDirectory()
        let path = try folder.write(Data("held".utf8), to: "held-open")
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }

        // When a worker starts and reads a receipt
        let reader = try recognizer()
        _ = try await reader.recognize(imageData: try image("batch/batch-001.png"), named: "first.png")
        let worker = try #require(await reader.workerProcessID)

        // Then the worker has its own files open, but no copy of the daemon's
        let folderOfDescriptors = "/proc/\(worker)/fd"
        let openPaths = try FileManager.default.contentsOfDirectory(atPath: folderOfDescriptors).compactMap {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folderOfDescriptors)/\($0)")
        }
        #expect(openPaths.count >= 4, "\(openPaths)")
        #expect(!openPaths.contains(URL(fileURLWithPath: path).resolvingSymlinksInPath().path), "\(openPaths)")
    }

    /// Whether `pid` is a live process (not a zombie waiting to be reaped).
    private func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }

    /// Whether `pid` is gone altogether: ended and reaped, so no zombie is left behind.
    private func isReaped(_ pid: pid_t) -> Bool {
        kill(pid, 0) == -1 && errno == ESRCH
    }
}
