import LarderDaemon

/// The resolved settings as `key = value` lines, so a person sees what the daemon will do.
enum SettingsSummary {
    static func render(_ settings: DaemonSettings) -> String {
        let folders = settings.resolvedFolders
        let daemon = settings.daemon
        let chain = settings.extraction.chain.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        // Never a key: keys are not settings. A URL may hold credentials, which are left out.
        let baseURL =
            settings.extraction.baseURL.map(CredentialFreeURL.display)
            ?? "unset ($OPENAI_BASE_URL / $ANTHROPIC_BASE_URL, else the provider's)"
        let lines: [(String, String)] = [
            ("storage.data_dir", settings.storage.dataDirectory),
            ("storage.database", settings.databasePath),
            ("folders.inbox", folders.inbox),
            ("folders.labels", folders.labels),
            ("folders.archive", folders.archive),
            ("folders.failed", folders.failed),
            ("folders.duplicates", folders.duplicates),
            ("daemon.workers", "\(daemon.workers) (\(daemon.resolvedWorkers) started)"),
            ("daemon.stable_seconds", "\(daemon.stableSeconds)"),
            ("daemon.network_stable_seconds", "\(daemon.networkStableSeconds)"),
            ("daemon.folder_stable_seconds", "\(daemon.folderStableSeconds)"),
            ("daemon.rescan_seconds", "\(daemon.rescanSeconds)"),
            ("daemon.watch", daemon.watch.rawValue),
            ("daemon.poll_seconds", "\(daemon.pollSeconds)"),
            ("daemon.duplicates", daemon.duplicates.rawValue),
            ("daemon.retry_base_seconds", "\(daemon.retryBaseSeconds)"),
            ("daemon.retry_max_seconds", "\(daemon.retryMaxSeconds)"),
            ("daemon.max_attempts", "\(daemon.maxAttempts)"),
            ("ocr.languages", settings.ocr.languages),
            ("ocr.first_reading_languages", settings.ocr.firstReadingLanguages),
            ("ocr.psm", "\(settings.ocr.psm)"),
            ("ocr.max_pixels", "\(settings.ocr.maxPixels)"),
            ("ocr.max_pages", "\(settings.ocr.maxPages)"),
            ("ocr.max_total_pixels", "\(settings.ocr.maxTotalPixels)"),
            ("ocr.worker_processes", "\(settings.ocr.inWorkerProcesses)"),
            ("ocr.seconds_per_image", "\(settings.ocr.secondsPerImage)"),
            ("ocr.idle_seconds", "\(settings.ocr.idleSeconds)"),
            ("extraction.backend", settings.extraction.backend.rawValue),
            ("extraction.chain", chain.isEmpty ? "[] (the backend alone)" : "[\(chain)]"),
            ("extraction.base_url", baseURL),
            ("extraction.chain_timeout_seconds", "\(settings.extraction.chainTimeoutSeconds)"),
            ("extraction.request_timeout_seconds", "\(settings.extraction.requestTimeoutSeconds)"),
            ("extraction.max_output_tokens", "\(settings.extraction.maxOutputTokens)"),
            ("log.level", settings.log.level),
            ("log.format", settings.log.format),
            ("metrics.enabled", "\(settings.metrics.isEnabled)"),
            ("metrics.address", settings.metrics.address),
            ("web.listen", settings.web.listen ?? "(off)"),
            ("web.token_file", settings.web.tokenFile ?? "(web-token in the data folder)"),
            ("web.max_upload_mb", "\(settings.web.maxUploadMegabytes)"),
            ("web.secure_cookies", "\(settings.web.secureCookies)"),
            ("backup.enabled", "\(settings.backup.isEnabled)"),
            ("backup.keep", "\(settings.backup.keep)"),
            ("backup.folder", settings.resolvedBackupFolder),
        ]
        return lines.map { "\($0.0) = \($0.1)" }.joined(separator: "\n")
    }
}
