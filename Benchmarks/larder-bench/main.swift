let parsed = try ExtractionBenchmark.parse(Array(CommandLine.arguments.dropFirst()))
try await parsed.run()
