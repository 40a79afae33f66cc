import Foundation
import LarderTestSupport
import Testing

/// The test helper every end-to-end test starts programs with: how a program ended, that it inherits nothing,
/// and that a program that hangs fails its test instead of hanging the suite.
struct ChildProcessTests {
    @Test func anExitStatusAndAnEndingSignalAreTold() throws {
        let failing = try ChildProcess("/bin/sh", ["-c", "exit 3"], environment: [:])
        #expect(failing.wait() == .exited(3))
        #expect(failing.wait().exitCode == 3)

        let killed = try ChildProcess("/bin/sh", ["-c", "kill -KILL $$"], environment: [:])
        #expect(killed.wait() == .signalled(SIGKILL))
        #expect(killed.wait().exitCode == 128 + SIGKILL)
    }

    @Test func aProgramStartsWithNoSignalIgnoredOrBlocked() throws {
        // Given this process ignoring and blocking signals, as a daemon under test in it may
        let previous = signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR2, previous) }
        var toBlock = sigset_t()
        sigemptyset(&toBlock)
        sigaddset(&toBlock, SIGUSR1)
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, &toBlock, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }

        // When it starts a program
        let program = try ChildProcess("/bin/sleep", ["30"], environment: [:])
        defer { program.send(SIGKILL) }

        // Then the program ignores and blocks nothing, as when started from a shell
        let deadline = ContinuousClock.now + .seconds(10)
        var status = ""
        while !status.contains("sleep"), ContinuousClock.now < deadline {
            status = (try? String(contentsOfFile: "/proc/\(program.pid)/status", encoding: .utf8)) ?? ""
            usleep(10_000)
        }
        let fields = Dictionary(
            status.split(separator: "\n").compactMap { line -> (String, String)? in
                let parts = line.split(separator: ":", maxSplits: 1)
                return parts.count == 2 ? (String(parts[0]), parts[1].trimmingCharacters(in: .whitespaces)) : nil
            }, uniquingKeysWith: { first, _ in first })
        // The standard signals (1 to 31); glibc keeps two real-time signals of its own.
        let standard: UInt64 = 0x7FFF_FFFF
        let ignored = UInt64(fields["SigIgn"] ?? "", radix: 16)
        let blocked = UInt64(fields["SigBlk"] ?? "", radix: 16)
        #expect(ignored.map { $0 & standard } == 0, "\(status)")
        #expect(blocked.map { $0 & standard } == 0, "\(status)")
    }

    @Test func aProgramInheritsOnlyItsStandardStreams() throws {
        // Given a file this process holds open without close-on-exec
        let folder = try TemporaryDirectory()
        let held = try folder.write(Data("held".utf8), to: "held-open")
        let descriptor = open(held, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }

        // When a program lists the files it has open
        let listing = folder.path("listing")
        let program = try ChildProcess(
            "/bin/sh", ["-c", "ls -l /proc/$$/fd"], environment: ["PATH": "/usr/bin:/bin"], standardOutput: listing)
        #expect(program.wait() == .exited(0))

        // Then its output file is there, and the held file is not
        let text = try String(contentsOfFile: listing, encoding: .utf8)
        #expect(text.contains(listing), "\(text)")
        #expect(!text.contains(held), "\(text)")
    }

    @Test func aProgramStillRunningAtItsLimitIsKilledAndFailsTheTest() throws {
        // Given a program that would run for a minute
        let program = try ChildProcess("/bin/sleep", ["60"], environment: [:])

        // When it is waited for at most a second
        var ending: ChildProcess.Ending?
        let start = ContinuousClock.now
        withKnownIssue {
            ending = program.wait(atMost: .seconds(1))
        }

        // Then it was killed at once, and the wait recorded a failure (the known issue above)
        #expect(ending == .signalled(SIGKILL))
        #expect(ContinuousClock.now - start < .seconds(30))
        #expect(!program.isRunning)
    }
}
