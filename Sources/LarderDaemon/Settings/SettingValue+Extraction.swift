import LarderLLM
import LarderPipeline
import TOMLKit

extension SettingValue {
    /// `chain = ["claude", "openai", "offline"]`: known backends, each at most once.
    func backendChain() throws -> [ExtractionSettings.Backend] {
        guard let array = value.array else {
            throw failure("must be a list, e.g. [\"claude\", \"openai\", \"offline\"]")
        }
        let names = try array.map { element -> ExtractionSettings.Backend in
            guard let name = element.string, let backend = ExtractionSettings.Backend(rawValue: name) else {
                throw failure("holds an unknown backend; use \"offline\", \"openai\" or \"claude\"")
            }
            return backend
        }
        guard Set(names).count == names.count else { throw failure("names a backend twice") }
        return names
    }

    /// An amount of US dollars, 0 or more.
    func dollars() throws -> Double {
        guard let number = value.double ?? value.int.map(Double.init), number >= 0 else {
            throw failure("must be an amount of US dollars, 0 or more, e.g. 5.00")
        }
        return number
    }

    /// `[extraction.prices."MODEL"]` tables of `input`, `output` and `cached_input`, in USD per million tokens.
    func addPrices(to table: inout PriceTable) throws {
        guard let models = value.table else {
            throw failure("must be a table of models, e.g. [extraction.prices.\"gpt-4.1-mini\"]")
        }
        for model in models.keys.sorted() {
            guard let entry = models[model]?.table else {
                throw failure("\"\(model)\" must be a table with input, output and cached_input")
            }
            func price(_ name: String) throws -> Double? {
                guard let number = entry[name] else { return nil }
                guard let price = number.double ?? number.int.map(Double.init), price >= 0 else {
                    throw failure("\"\(model)\".\(name) must be a number of USD per million tokens, 0 or more")
                }
                return price
            }
            let unknown = Set(entry.keys).subtracting(["input", "output", "cached_input"])
            guard unknown.isEmpty else {
                throw failure("\"\(model)\" has unknown keys \(unknown.sorted()); use input, output and cached_input")
            }
            guard let input = try price("input"), let output = try price("output") else {
                throw failure("\"\(model)\" needs input and output prices in USD per million tokens")
            }
            table.prices[model] = PriceTable.Price(
                input: input, output: output, cachedInput: try price("cached_input") ?? input)
        }
    }
}
