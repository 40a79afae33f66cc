import Foundation

extension Doctor {
    /// Environment variables and systemd credential names that can hold an LLM key, by service.
    static let keySources = [
        (service: "OpenAI", variable: "OPENAI_API_KEY", credential: "openai-api-key"),
        (service: "Anthropic", variable: "ANTHROPIC_API_KEY", credential: "anthropic-api-key"),
    ]

    func threadLimitCheck() -> DoctorCheck {
        let value = configuration.environment["OMP_THREAD_LIMIT"]
        switch value {
        case "1":
            return DoctorCheck("omp_thread_limit", .ok, "1")
        case nil:
            return DoctorCheck(
                "omp_thread_limit", .warn, "unset",
                advice: "set OMP_THREAD_LIMIT=1 (larder sets it for itself, other Tesseract users do not)"
            )
        case let value?:
            return DoctorCheck(
                "omp_thread_limit", .warn, value,
                advice: "set OMP_THREAD_LIMIT=1: Tesseract's threads slow each other down; Larder runs workers instead"
            )
        }
    }

    /// Which keys are present and where from; values are never read into the report.
    func llmKeysCheck() -> DoctorCheck {
        let environment = configuration.environment
        var found: [String] = []
        var problems: [String] = []
        for source in Self.keySources {
            if let value = environment[source.variable], !value.isEmpty {
                found.append("\(source.service) (\(source.variable))")
            }
            if let file = environment[source.variable + "_FILE"], !file.isEmpty {
                describeKeyFile(file, as: "\(source.service) (\(source.variable)_FILE)", found: &found, problems: &problems)
            }
            if let folder = environment["CREDENTIALS_DIRECTORY"], !folder.isEmpty {
                let file = URL(fileURLWithPath: folder).appendingPathComponent(source.credential).path
                if FileManager.default.fileExists(atPath: file) {
                    describeKeyFile(file, as: "\(source.service) (credential \(source.credential))", found: &found,
                                    problems: &problems)
                }
            }
        }
        let detail = found.isEmpty ? "none; extraction uses the offline rules" : found.joined(separator: ", ")
        return problems.isEmpty
            ? DoctorCheck("llm.keys", .ok, detail)
            : DoctorCheck("llm.keys", .warn, detail + "; " + problems.joined(separator: "; "),
                          advice: "make key files readable by Larder's user only (chmod 600)")
    }

    private func describeKeyFile(_ path: String, as label: String, found: inout [String], problems: inout [String]) {
        guard FileManager.default.isReadableFile(atPath: path) else {
            problems.append("\(path) cannot be read")
            return
        }
        found.append(label)
        let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0
        if mode & 0o077 != 0 { problems.append("\(path) is readable by others") }
    }
}
