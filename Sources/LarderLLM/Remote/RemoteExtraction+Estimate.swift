import Foundation
import LarderCore

extension RemoteExtraction {
    /// Asks for a food's nutrition per 100 g; one repair request when the answer breaks the schema or physics.
    /// - Throws: ``ExtractionError`` `malformedReply` when the repaired answer is still unusable.
    func estimateNutrition(ofFood name: String, category: FoodCategory) async throws -> Nutrition {
        var conversation = [ChatTurn(role: .user, text: NutritionEstimate.question(name: name, category: category))]
        var problems: [String] = []
        for attempt in 1...2 {
            let reply = try await provider.send(conversation, task: NutritionEstimate.task)
            let judged: (nutrition: Nutrition?, problems: [String]) =
                reply.problem.map { (nil, [$0]) } ?? NutritionEstimate.judge(reply.content)
            if let nutrition = judged.nutrition, judged.problems.isEmpty { return nutrition }
            problems = judged.problems
            guard attempt == 1 else { break }
            logger.info(
                "asking the model to repair its estimate",
                metadata: ["backend": "\(backend)", "problems": "\(problems.joined(separator: "; "))"])
            let text = String(decoding: reply.content, as: UTF8.self)
            conversation.append(ChatTurn(role: .assistant, text: text.isEmpty ? "(no reply)" : text))
            conversation.append(
                ChatTurn(
                    role: .user,
                    text: "Your estimate cannot be stored: " + problems.joined(separator: "; ")
                        + ". Answer again with corrected values in the same schema."))
        }
        throw ExtractionError(
            .malformedReply, backend: backend,
            message: "no plausible nutrition estimate for '\(name)' after a repair request: "
                + problems.joined(separator: "; "))
    }
}
