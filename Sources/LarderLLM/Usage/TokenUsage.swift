/// A call's token counts, the same for every provider: `input` counts cached prompt tokens too.
struct TokenUsage: Sendable, Hashable {
    var input = 0
    var output = 0
    var cached = 0
}
