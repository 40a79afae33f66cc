import Foundation
import LarderLogging
import LarderTestSupport
import Testing

/// `auto` picks the journal format only when the log stream really is `$JOURNAL_STREAM`.
@Suite struct LogFormatTests {
    @Test func autoIsJournalWhenTheDescriptorMatchesJournalStream() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(Data(), to: "stream")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        var status = stat()
        #expect(fstat(handle.fileDescriptor, &status) == 0)

        let environment = ["JOURNAL_STREAM": "\(status.st_dev):\(status.st_ino)"]
        let format = LogFormat.auto.resolved(environment: environment, descriptor: handle.fileDescriptor)

        #expect(format == .journal)
    }

    @Test func autoIsTextWhenJournalStreamNamesAnotherFileOrIsAbsent() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(Data(), to: "stream")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }

        let inherited = LogFormat.auto.resolved(environment: ["JOURNAL_STREAM": "1:2"], descriptor: handle.fileDescriptor)
        let absent = LogFormat.auto.resolved(environment: [:], descriptor: handle.fileDescriptor)

        #expect(inherited == .text)
        #expect(absent == .text)
    }

    @Test func anExplicitFormatIsKept() {
        #expect(LogFormat.json.resolved(environment: ["JOURNAL_STREAM": "1:2"]) == .json)
    }
}
