import ArgumentParser
import Foundation
import LarderStore

/// The file formats `foods export` and `foods import` speak.
enum FoodFileFormat: String, ExpressibleByArgument, CaseIterable {
    case csv, json
    /// An Open Food Facts product JSON file; import only.
    case off
}

/// `larder foods export`: the whole food bank as CSV or JSON, on standard output or into a file.
struct ExportFoodsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write every food with its aliases as CSV or JSON."
    )

    @Option(help: "csv or json.")
    var format = FoodFileFormat.json

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard format != .off else { throw ValidationError("export writes csv or json, not Open Food Facts") }
    }

    func run() async throws {
        let foods = try database.openExisting().exchangedFoods()
        let text = format == .csv ? FoodBankCSV.text(of: foods) : try JSONOutput.string(foods) + "\n"
        try TextFile.write(text, to: output)
    }
}

/// `larder foods import FILE...`: adds foods from CSV, JSON or Open Food Facts product files.
struct ImportFoodsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add foods from CSV or JSON (as exported) or Open Food Facts product JSON files.",
        discussion: "A food whose barcode is already in the food bank updates that food instead of adding a copy."
    )

    @Argument(help: "The files.", completion: .file())
    var files: [String]

    @Option(help: "csv, json or off. Default: csv for .csv files, else json, or off when the file is a product.")
    var format: FoodFileFormat?

    @Flag(help: "Print {\"added\": N, \"updated\": N} as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.open()
        var foods: [ExchangedFood] = []
        for file in files {
            do {
                foods += try read(file)
            } catch {
                StandardError.write("larder: \(file): \(error)")
                throw ExitCode.failure
            }
        }
        let counts = try store.importFoods(foods)
        let summary = ["added": counts.added, "updated": counts.updated]
        print(json ? try JSONOutput.string(summary) : "added \(counts.added) foods, updated \(counts.updated)")
    }

    private func read(_ file: String) throws -> [ExchangedFood] {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        switch format ?? guessedFormat(file, data) {
        case .csv: return try FoodBankCSV.foods(in: String(decoding: data, as: UTF8.self))
        case .json: return try JSONDecoder().decode([ExchangedFood].self, from: data)
        case .off: return [try OpenFoodFactsProduct.food(from: data)]
        }
    }

    private func guessedFormat(_ file: String, _ data: Data) -> FoodFileFormat {
        if file.lowercased().hasSuffix(".csv") { return .csv }
        let start = String(decoding: data.prefix(64), as: UTF8.self).drop { $0.isWhitespace }
        return start.hasPrefix("{") ? .off : .json
    }
}
