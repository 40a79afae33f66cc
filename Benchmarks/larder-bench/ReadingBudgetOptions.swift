import ArgumentParser
import LarderOCR

/// Flags that vary how long a page's reading may take before it is read in a cheaper mode, shared by the OCR
/// and extraction benchmarks so a budget can be tried without rebuilding Larder.
struct ReadingBudgetOptions: ParsableArguments {
    @Option(help: "Milliseconds a reading may take per million prepared pixels. (default: Larder's)")
    var budgetPerMegapixel: Int?

    @Option(help: "Milliseconds a reading may take however small the page. (default: Larder's)")
    var budgetMinimum: Int?

    @Flag(help: "Let every reading finish, however long it takes.")
    var noBudget = false

    func applied(to configuration: OCRConfiguration) -> OCRConfiguration {
        var budgeted = configuration
        if noBudget {
            budgeted.readingBudget = nil
        } else if budgetPerMegapixel != nil || budgetMinimum != nil {
            let base = configuration.readingBudget
                ?? OCRConfiguration.ReadingBudget(millisecondsPerMegapixel: 1000, minimumMilliseconds: 1000)
            budgeted.readingBudget = OCRConfiguration.ReadingBudget(
                millisecondsPerMegapixel: budgetPerMegapixel ?? base.millisecondsPerMegapixel,
                minimumMilliseconds: budgetMinimum ?? base.minimumMilliseconds,
                fallbackPageSegmentationMode: base.fallbackPageSegmentationMode)
        }
        return budgeted
    }

    func describe(_ configuration: OCRConfiguration) -> String {
        guard let budget = configuration.readingBudget else { return "no reading budget" }
        return "reading budget \(budget.millisecondsPerMegapixel) ms per megapixel, at least "
            + "\(budget.minimumMilliseconds) ms, then mode \(budget.fallbackPageSegmentationMode)"
    }
}
