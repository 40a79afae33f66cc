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

        let killed = try ChildProcess("/bin/sh", ["-c", "kill -TERM $$"], environment: [:])
        #expect(killed.wait() == .signalled(SIGTERM))
        #expect(killed.wait().exitCode == 128 + SIGTERM)
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
