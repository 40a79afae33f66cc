import Foundation
import LarderLogging
import Logging
import Testing

/// The three line formats and the redaction every format shares.
@Suite struct LarderLogHandlerTests {
    @Test func journalLinesCarryTheSyslogPriorityOfEachLevel() {
        let captured = CapturedLines()
        let logger = captured.logger(format: .journal)

        logger.debug("d")
        logger.info("stored receipt", metadata: ["file": "a.jpg"])
        logger.notice("n")
        logger.warning("w")
        logger.error("e")
        logger.critical("c")

        #expect(captured.all == [
            "<7>larder.test: d\n",
            "<6>larder.test: stored receipt file=a.jpg\n",
            "<5>larder.test: n\n",
            "<4>larder.test: w\n",
            "<3>larder.test: e\n",
            "<2>larder.test: c\n",
        ])
    }

    @Test func textLinesStartWithTimeAndLevelAndKeepOneEventOnOneLine() throws {
        let captured = CapturedLines()
        let logger = captured.logger(format: .text)

        logger.warning("first\nsecond", metadata: ["b": "2", "a": "1"])

        let line = try #require(captured.all.first)
        #expect(captured.all.count == 1)
        #expect(line.hasSuffix(" WARNING larder.test: first\\nsecond a=1 b=2\n"))
        let stamp = try #require(line.split(separator: " ").first)
        let time = try Date(String(stamp), strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        #expect(time <= Date())
    }

    @Test func jsonLinesAreOneObjectEachWithLevelMessageAndMetadata() throws {
        let captured = CapturedLines()
        let logger = captured.logger(format: .json)

        logger.error("cannot read \"x\"\nnow", metadata: ["file": "x.jpg", "attempt": "2"])

        let line = try #require(captured.all.first)
        #expect(line.hasSuffix("\n") && line.dropLast().firstIndex(of: "\n") == nil)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["level"] as? String == "error")
        #expect(object["label"] as? String == "larder.test")
        #expect(object["message"] as? String == "cannot read \"x\"\nnow")
        #expect(object["metadata"] as? [String: String] == ["file": "x.jpg", "attempt": "2"])
        #expect(object["time"] is String)
    }

    @Test func levelsBelowTheHandlersLevelAreDropped() {
        let captured = CapturedLines()
        let logger = captured.logger(format: .journal, level: .warning)

        logger.info("quiet")
        logger.warning("loud")

        #expect(captured.all == ["<4>larder.test: loud\n"])
    }

    @Test(arguments: [LogFormat.text, .json, .journal])
    func apiKeysNeverReachTheOutput(format: LogFormat) {
        let captured = CapturedLines()
        let logger = captured.logger(format: format)
        let key = "sk-ant-api03-abcdefghijklmnop"

        logger.error("OpenAI refused Authorization: Bearer \(key)")
        logger.info("calling", metadata: ["apiKey": "\(key)", "note": "key is \(key)"])

        let output = captured.all.joined()
        #expect(!output.contains("abcdefghijklmnop"))
        #expect(output.contains("<redacted>"))
    }
}
