import Foundation
import LarderStore
import Prometheus
import Synchronization

/// What `/metrics` and `/healthz` report about a running daemon.
///
/// Job counts and queue depth are read from the database at each scrape, so they survive restarts and agree
/// with `larder status`; outcomes and durations are counted as the workers finish, since this process started.
public final class DaemonMetrics: Sendable {
    /// How long the detection loop may go without a turn before `/healthz` reports the daemon stuck.
    static let stallLimit: Duration = .seconds(30)

    /// The metrics a scrape prints.
    public let registry: PrometheusCollectorRegistry
    private let jobsByState: [JobState: Gauge]
    private let queueDepth: Gauge
    private let receiptsProcessed: Counter
    private let receiptsFailed: Counter
    private let labelsProcessed: Counter
    private let labelsFailed: Counter
    private let ocrSeconds: DurationHistogram
    private let extractionSeconds: DurationHistogram
    private let lastLoopTurn = Mutex(ContinuousClock.now)

    public init() {
        let registry = PrometheusCollectorRegistry()
        self.registry = registry
        jobsByState = Dictionary(
            uniqueKeysWithValues: JobState.allCases.map { state in
                let gauge = registry.makeGauge(
                    descriptor: Self.named("larder_jobs", "Jobs in the database by state."),
                    labels: [("state", state.rawValue)]
                )
                return (state, gauge)
            }
        )
        queueDepth = registry.makeGauge(
            descriptor: Self.named(
                "larder_queue_depth", "Jobs not yet finished: queued, waiting to retry, or being read."
            )
        )
        receiptsProcessed = registry.makeCounter(
            descriptor: Self.named(
                "larder_receipts_processed_total", "Receipts stored (done or needs review) since start."
            )
        )
        receiptsFailed = registry.makeCounter(
            descriptor: Self.named(
                "larder_receipts_failed_total", "Receipt files given up and moved to failed/ since start."
            )
        )
        labelsProcessed = registry.makeCounter(
            descriptor: Self.named("larder_labels_processed_total", "Nutrition labels stored as foods since start.")
        )
        labelsFailed = registry.makeCounter(
            descriptor: Self.named(
                "larder_labels_failed_total", "Label files given up and moved to failed/ since start."
            )
        )
        // Receipt OCR takes seconds on a small machine; extraction offline takes milliseconds, online seconds.
        let buckets: [Duration] = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64].map { .seconds($0) }
        ocrSeconds = registry.makeDurationHistogram(
            descriptor: Self.named("larder_ocr_duration_seconds", "Time to OCR one image."), buckets: buckets
        )
        extractionSeconds = registry.makeDurationHistogram(
            descriptor: Self.named(
                "larder_extraction_duration_seconds", "Time to extract one receipt."
            ), buckets: buckets
        )
    }

    /// A full metric name as Prometheus prints it, with its help line.
    private static func named(_ name: String, _ help: String) -> MetricNameDescriptor {
        // The unit is part of `name` already; an empty one adds nothing.
        MetricNameDescriptor(metricName: name, unitName: "", helpText: help)
    }

    /// Reads the job counts again; called before each scrape.
    func refresh(from database: LarderDatabase) {
        guard let summary = try? database.jobSummary(errorLimit: 0) else { return }
        for (state, gauge) in jobsByState { gauge.set(Int64(summary.countsByState[state] ?? 0)) }
        queueDepth.set(Int64(summary.queueDepth))
    }

    /// Whether the detection loop turned recently and the database answers.
    func isHealthy(database: LarderDatabase) -> Bool {
        let sinceTurn = ContinuousClock.now - lastLoopTurn.withLock { $0 }
        return sinceTurn < Self.stallLimit && (try? database.jobSummary(errorLimit: 0)) != nil
    }

    func loopTurned() { lastLoopTurn.withLock { $0 = .now } }

    func recordOCR(_ duration: Duration) { ocrSeconds.record(duration) }

    func recordExtraction(_ duration: Duration) { extractionSeconds.record(duration) }

    /// Counts a job that reached `state`; the states that are not an end (retries) are not counted.
    func recordFinished(_ state: JobState, isLabel: Bool) {
        switch state {
        case .done, .needsReview: (isLabel ? labelsProcessed : receiptsProcessed).increment()
        case .failed: (isLabel ? labelsFailed : receiptsFailed).increment()
        default: break
        }
    }
}
