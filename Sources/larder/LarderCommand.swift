import ArgumentParser
import LarderCore

/// `larder`: the root command. Subcommands do the work; this type only names them.
struct LarderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "larder",
        abstract: "Turn photos and scans of grocery receipts into a food bank of trips, items and nutrition.",
        discussion: """
            Receipts are read with Tesseract OCR and an extraction backend (the built-in offline rules by \
            default, no key needed) and stored in one SQLite file: $LARDER_DB, or \
            $XDG_DATA_HOME/larder/larder.sqlite (~/.local/share/larder/larder.sqlite).

            Logs go to standard error. Every command takes --log-format auto|text|json|journal (or \
            $LARDER_LOG_FORMAT; auto means journal under systemd, else text) and $LARDER_LOG_LEVEL \
            (trace ... critical; default warning).

            Exit codes: 0 success, 1 when any file failed, 2 for usage errors.
            """,
        version: LarderVersion.current,
        subcommands: [
            ProcessCommand.self, OCRCommand.self, LabelCommand.self, ItemsCommand.self, FoodsCommand.self,
            DaemonCommand.self, StatusCommand.self, BackupCommand.self, ConfigCommand.self, DoctorCommand.self,
            ReportCommand.self,
            HouseholdCommand.self,
            ExportCommand.self,
            UsageCommand.self,
            ReceiptsCommand.self,
            TripsCommand.self,
            ReprocessCommand.self,
            ImportCommand.self,
            ShoppingListCommand.self,
            OCRWorkerCommand.self,
        ]
    )
}
