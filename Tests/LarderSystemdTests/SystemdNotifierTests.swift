import Foundation
import LarderSystemd
import LarderTestSupport
import Testing

/// `SystemdNotifier` speaking to a real datagram socket, as systemd would listen.
@Suite struct SystemdNotifierTests {
    @Test func eachStateArrivesAsOneDatagramOnAPathSocket() throws {
        let folder = try TemporaryDirectory()
        let listener = try NotifyListener(address: folder.path("notify"))
        let systemd = SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address])

        try systemd.ready()
        try systemd.status("watching inbox\nidle")
        try systemd.watchdog()
        try systemd.stopping()

        #expect(listener.receive() == "READY=1")
        #expect(listener.receive() == "STATUS=watching inbox idle")
        #expect(listener.receive() == "WATCHDOG=1")
        #expect(listener.receive() == "STOPPING=1")
    }

    @Test func reloadingCarriesAMonotonicTimestamp() throws {
        let folder = try TemporaryDirectory()
        let listener = try NotifyListener(address: folder.path("notify"))
        let systemd = SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address])

        try systemd.reloading()

        let lines = try #require(listener.receive()).split(separator: "\n")
        #expect(lines.first == "RELOADING=1")
        let stamp = try #require(lines.last?.split(separator: "=").last.flatMap { Int64($0) })
        #expect(lines.last?.hasPrefix("MONOTONIC_USEC=") == true && stamp > 0)
    }

    @Test func anAbstractSocketNameIsReached() throws {
        let listener = try NotifyListener(address: "@larder-test-\(UUID().uuidString)")
        let systemd = SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address])

        try systemd.ready()

        #expect(listener.receive() == "READY=1")
    }

    @Test func withoutNotifySocketNothingIsSentAndNothingFails() throws {
        let systemd = SystemdNotifier(environment: [:])

        try systemd.ready()
        try systemd.watchdog()

        #expect(!systemd.isEnabled)
        #expect(systemd.watchdogTimeout == nil)
    }

    @Test func aSocketNobodyListensOnThrowsASendError() throws {
        let folder = try TemporaryDirectory()
        let systemd = SystemdNotifier(environment: ["NOTIFY_SOCKET": folder.path("nobody")])

        #expect(throws: SystemdNotifyError.self) { try systemd.ready() }
    }

    @Test func watchdogIntervalIsHalfOfWatchdogUsecForThisProcess() {
        let systemd = SystemdNotifier(environment: ["WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "42"], processID: 42)

        #expect(systemd.watchdogTimeout == .seconds(30))
        #expect(systemd.watchdogPingInterval == .seconds(15))
    }

    @Test func watchdogMeantForAnotherProcessOrMalformedIsOff() {
        let otherProcess = SystemdNotifier(environment: ["WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "7"], processID: 42)
        let malformed = SystemdNotifier(environment: ["WATCHDOG_USEC": "soon"])
        let zero = SystemdNotifier(environment: ["WATCHDOG_USEC": "0"])

        #expect(otherProcess.watchdogTimeout == nil)
        #expect(malformed.watchdogTimeout == nil)
        #expect(zero.watchdogTimeout == nil)
    }
}
