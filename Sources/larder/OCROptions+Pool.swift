import LarderPipeline

extension OCROptions {
    /// `count` workers in a pool, for commands with `--concurrency`.
    func makePool(count: Int) throws -> OCRWorkerPool {
        OCRWorkerPool(workers: try (0..<max(1, count)).map { _ in try makeWorker() })
    }
}
