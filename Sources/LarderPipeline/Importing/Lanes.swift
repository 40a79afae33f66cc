/// Works through items a few at a time, handing each result over as it finishes.
public enum Lanes {
    public static func run<Item: Sendable, Result: Sendable>(
        _ items: [Item], lanes: Int, work: @escaping @Sendable (Item) async -> Result, each: (Result) -> Void
    ) async {
        await withTaskGroup(of: Result.self) { group in
            var pending = items.makeIterator()
            for _ in 0..<lanes {
                guard let item = pending.next() else { break }
                group.addTask { await work(item) }
            }
            while let result = await group.next() {
                if let item = pending.next() { group.addTask { await work(item) } }
                each(result)
            }
        }
    }
}
