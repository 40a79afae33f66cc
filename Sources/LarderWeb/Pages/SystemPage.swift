import Foundation
import Hummingbird
import LarderCore
import LarderStore

/// `/system`: the backend chain, this month's model usage and cost, the files that could not be read with their
/// reasons (and a button to read each again), the version and the database's size.
struct SystemPage {
    let database: LarderDatabase
    let facts: SystemFacts
    let inbox: String

    func register(on router: Router<WebRequestContext>) {
        router.get("/system") { _, context in
            SignInRoutes.html(.ok, try render(csrf: context.csrf))
        }
        router.post("/failed/retry") { request, _ in
            guard let folder = facts.failedFolder else { throw APIError(.notFound, "no failed folder") }
            let fields = FormFields(String(buffer: try await request.body.collect(upTo: 16 * 1024)))
            try FailedFiles(folder: folder, inbox: inbox).retry(fields["name"] ?? "")
            return Response(status: .seeOther, headers: [.location: "/system#failed"])
        }
    }

    func render(csrf: String, now: Date = Date()) throws -> String {
        let month = UsageMonth(containing: now)
        let usage = try database.usage(from: month.interval.start, to: month.interval.end)
        let usageRows = usage.map { total -> String in
            "<tr><td>\(HTML.escape(total.backend))</td><td>\(HTML.escape(total.model))</td>"
                + "<td class=\"number\">\(total.calls)</td><td class=\"number\">\(total.inputTokens + total.outputTokens)</td>"
                + "<td class=\"number\">\(String(format: "%.2f", total.costUSD))</td></tr>"
        }.joined()
        let failed = facts.failedFolder.map { FailedFiles(folder: $0, inbox: inbox).list() } ?? []
        let failedRows = failed.map { entry -> String in
            """
            <li>\(HTML.escape(entry.name))<br><small>\(HTML.escape(entry.reason))</small>
            <form method="post" action="/failed/retry" class="inline">\(HTML.csrfField(csrf))\
            <input type="hidden" name="name" value="\(HTML.escape(entry.name))"><button type="submit">Read again</button></form></li>
            """
        }.joined()
        let size = facts.databasePath.map { path -> String in
            let bytes = ["", "-wal"].compactMap {
                (try? FileManager.default.attributesOfItem(atPath: path + $0))?[.size] as? Int
            }.reduce(0, +)
            return String(format: "%.1f MB", Double(bytes) / 1_000_000)
        } ?? "unknown"
        let body = """
            <h1>System</h1>
            <section><h2>Extraction</h2><p>Backends, in the order they are tried: \
            \(facts.backends.map(HTML.escape).joined(separator: " → "))</p></section>
            <section><h2>Model usage in \(month)</h2>\
            \(usage.isEmpty ? "<p>No model calls this month.</p>" : """
            <table><thead><tr><th>Backend</th><th>Model</th><th class="number">Calls</th><th class="number">Tokens</th>\
            <th class="number">USD</th></tr></thead><tbody>\(usageRows)</tbody></table>
            """)</section>
            <section id="failed"><h2>Files that could not be read (\(failed.count))</h2>\
            \(failed.isEmpty ? "<p>None.</p>" : "<ol>\(failedRows)</ol>")</section>
            <section><h2>Larder</h2><p>Version \(LarderVersion.current); database \(size).</p></section>
            """
        return HTML.signedInPage(title: "Larder: system", body: body, csrf: csrf)
    }
}
