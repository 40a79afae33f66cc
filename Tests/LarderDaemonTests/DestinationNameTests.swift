import Foundation
import Testing

@testable import LarderDaemon

struct DestinationNameTests {
    @Test func shortNamesAreKeptAsTheyAre() {
        #expect(DestinationName.fitting("scan.jpg", jobId: 7) == "scan.jpg")
    }

    @Test func longNamesAreCutKeepingTheExtensionAndAddingTheJobId() {
        let name = String(repeating: "ä", count: 126) + ".jpeg"  // 257 bytes
        let fitted = DestinationName.fitting(name, jobId: 42)
        #expect(fitted.utf8.count <= DestinationName.maximumBytes)
        #expect(fitted.hasSuffix("-job42.jpeg"))
        #expect(fitted.hasPrefix("ää"))
        // Room is left for " (NNN)" and ".error.txt" within the file system's 255 bytes
        #expect((fitted + " (999).error.txt").utf8.count <= 255)
    }

    @Test func twoJobsWithTheSameLongNameGetDifferentNames() {
        let name = String(repeating: "r", count: 251) + ".png"
        #expect(DestinationName.fitting(name, jobId: 1) != DestinationName.fitting(name, jobId: 2))
    }
}
