import Foundation
import LarderCore
import Logging

/// Trust but verify: one request per receipt, one repair request on a bad answer, then a warning.
///
/// A reply that still fails after the repair is returned with its problems as warnings (or as an empty
/// receipt saying why), so the pipeline stores the trip as `needs_review` instead of losing it.
struct RemoteExtraction: Sendable {
    var backend: String
    var provider: any ChatProvider
    var matcher: FoodMatcher?
    var logger: Logger
    var imagePolicy: ImagePolicy = .never
    /// OCR confidence below which `auto` sends the image.
    var lowConfidence = 70.0

    /// Wires a provider to a transport with the backend's timeout, retries and logger.
    init(
        backend: String, timeout: Duration, retryPolicy: RetryPolicy, matcher: FoodMatcher?, logger: Logger,
        sleep: @escaping LLMTransport.Sleep, provider: (LLMTransport) -> any ChatProvider
    ) {
        self.backend = backend
        self.matcher = matcher
        self.logger = logger
        self.provider = provider(
            LLMTransport(backend: backend, timeout: timeout, retryPolicy: retryPolicy, sleep: sleep, logger: logger))
    }

    func extractReceipt(from ocr: RecognizedText, images: [ReceiptImage] = []) async throws -> ExtractedReceipt {
        let prompt = ReceiptPrompt(ocr: ocr, matcher: matcher)
        guard prompt.lines.contains(where: { $0.text.contains { $0.isLetter || $0.isNumber } }) else {
            throw ExtractionError(
                .emptyInput, backend: backend,
                message: "the OCR output holds no text; check that the image shows a receipt and is readable")
        }
        let sent = imagePolicy.sendsImage(confidence: ocr.confidence, threshold: lowConfidence) ? images : []
        let receipt = try await converse(about: prompt, images: sent)
        return keepingOfferedFoods(receipt, prompt: prompt)
    }

    /// The model may only pick a food it was shown; any other id is a guess and is dropped, so the item is
    /// matched by the food bank's own matcher instead.
    private func keepingOfferedFoods(_ receipt: ExtractedReceipt, prompt: ReceiptPrompt) -> ExtractedReceipt {
        let offered = Set(prompt.lines.flatMap(\.candidates).map(\.foodId))
        var receipt = receipt
        var dropped = 0
        for index in receipt.items.indices {
            guard let chosen = receipt.items[index].chosenFoodId, !offered.contains(chosen) else { continue }
            receipt.items[index].chosenFoodId = nil
            dropped += 1
        }
        if dropped > 0 {
            logger.info(
                "ignoring food ids the model was not offered",
                metadata: ["backend": "\(backend)", "items": "\(dropped)"])
        }
        return receipt
    }

    private func converse(about prompt: ReceiptPrompt, images: [ReceiptImage]) async throws -> ExtractedReceipt {
        var conversation = [ChatTurn(role: .user, text: prompt.receiptText, images: images)]
        let first = judge(try await provider.send(conversation, task: .receipt))
        guard !first.problems.isEmpty else { return first.receipt ?? ExtractedReceipt() }

        logger.info(
            "asking the model to repair its reply",
            metadata: ["backend": "\(backend)", "problems": "\(first.problems.joined(separator: "; "))"])
        conversation.append(ChatTurn(role: .assistant, text: first.replyText))
        conversation.append(ChatTurn(role: .user, text: ReceiptPrompt.repair(quoting: first.problems)))
        let second = judge(try await provider.send(conversation, task: .receipt))
        guard !second.problems.isEmpty else { return second.receipt ?? ExtractedReceipt() }

        logger.info(
            "model reply still unusable after repair",
            metadata: ["backend": "\(backend)", "problems": "\(second.problems.joined(separator: "; "))"])
        // A decodable first answer beats an unreadable second one: a person can correct it.
        let best = second.receipt.map { ($0, second.problems) } ?? first.receipt.map { ($0, first.problems) }
        var receipt = best?.0 ?? ExtractedReceipt()
        let problems = best?.1 ?? second.problems
        let prefix = best == nil ? "\(backend) reply unusable after a repair request" : "\(backend)"
        receipt.warnings.append(contentsOf: problems.map { "\(prefix): \($0)" })
        return receipt
    }

    private struct Judgement {
        var receipt: ExtractedReceipt?
        var problems: [String]
        var replyText: String
    }

    private func judge(_ reply: ChatReply) -> Judgement {
        let text = String(decoding: reply.content, as: UTF8.self)
        // Claude refuses an empty assistant turn, so a repair request always quotes something.
        let replyText = text.isEmpty ? "(no reply)" : text
        if let problem = reply.problem { return Judgement(receipt: nil, problems: [problem], replyText: replyText) }
        do {
            let (receipt, problems) = try ReceiptReply.decode(reply.content).receipt()
            return Judgement(receipt: receipt, problems: problems, replyText: replyText)
        } catch let problem as ReplyProblem {
            return Judgement(receipt: nil, problems: [problem.message], replyText: replyText)
        } catch {
            return Judgement(receipt: nil, problems: ["the reply could not be read"], replyText: replyText)
        }
    }
}
