import Foundation

extension RemoteExtraction {
    /// Asks once, and once more quoting the problems when `judge` finds the answer unusable.
    ///
    /// - Parameters:
    ///   - question: The user message.
    ///   - judge: The answer decoded from the reply's JSON, or the problems a repair request should quote.
    ///   - images: Sent with the question (a photo the model should see).
    /// - Returns: The answer, or `nil` with the problems that remained after the repair.
    func askWithOneRepair<Answer>(
        _ question: String, task: ChatTask, judge: (Data) -> (answer: Answer?, problems: [String]),
        images: [ReceiptImage] = []
    ) async throws -> (answer: Answer?, problems: [String]) {
        var conversation = [ChatTurn(role: .user, text: question, images: images)]
        var problems: [String] = []
        for attempt in 1...2 {
            let reply = try await provider.send(conversation, task: task)
            let judged: (answer: Answer?, problems: [String]) =
                reply.problem.map { (nil, [$0]) } ?? judge(reply.content)
            if let answer = judged.answer, judged.problems.isEmpty { return (answer, []) }
            problems = judged.problems
            guard attempt == 1 else { break }
            logger.info(
                "asking the model to repair its reply",
                metadata: ["backend": "\(backend)", "problems": "\(problems.joined(separator: "; "))"])
            let text = String(decoding: reply.content, as: UTF8.self)
            conversation.append(ChatTurn(role: .assistant, text: text.isEmpty ? "(no reply)" : text))
            conversation.append(
                ChatTurn(
                    role: .user,
                    text: "Your reply cannot be stored: " + problems.joined(separator: "; ")
                        + ". Answer again, corrected, in the same schema."))
        }
        return (nil, problems)
    }
}

extension ReplyProblem {
    /// Decodes a reply, or names what does not fit the schema in words a repair request can quote.
    static func decoding<T: Decodable>(_ type: T.Type, from data: Data) -> (value: T?, problems: [String]) {
        do {
            return (try JSONDecoder().decode(type, from: data), [])
        } catch let error as DecodingError {
            return (nil, [ReplyProblem(schemaViolation: error).message])
        } catch {
            return (nil, ["the reply is not valid JSON"])
        }
    }
}
