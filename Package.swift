// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

// Where poppler's GLib headers and those they include live on Debian (`pkg-config --cflags
// poppler-glib`). The C modules give no pkg-config name because its libraries would then be
// linked into every program (see CLibraryLoader); only the headers are wanted.
#if arch(arm64)
let multiarch = "aarch64-linux-gnu"
#else
let multiarch = "x86_64-linux-gnu"
#endif
let popplerHeaderFlags = [
    "/usr/include/poppler/glib", "/usr/include/glib-2.0", "/usr/lib/\(multiarch)/glib-2.0/include",
    "/usr/include/cairo", "/usr/include/poppler",
].map { "-I" + $0 }

let package = Package(
    name: "Larder",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "larder", targets: ["larder"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // The C boundary: the headers of Tesseract's C API and Leptonica, nothing else. These three
        // modules link nothing: CLibraryLoader defines the functions Larder calls and loads each
        // library on first use, so a process that reads no image (the daemon) never maps them.
        .systemLibrary(name: "CTesseract"),
        // The C boundary for barcodes: ZBar's C API, nothing else.
        .systemLibrary(name: "CZBar"),
        // The C boundary for PDF receipts: poppler's GLib API (text layer, rendering) and cairo, nothing else.
        .systemLibrary(name: "CPoppler"),
        // Loads Tesseract, Leptonica, poppler, cairo, GLib and ZBar with dlopen on first use.
        .target(
            name: "CLibraryLoader",
            dependencies: ["CTesseract", "CZBar", "CPoppler"],
            cSettings: [.unsafeFlags(popplerHeaderFlags)]
        ),
        .target(name: "LarderCore"),
        // PDF receipts: the text layer read with poppler, pages without text rendered for the OCR.
        .target(
            name: "LarderPDF",
            dependencies: ["CPoppler", "CLibraryLoader", "LarderCore"],
            swiftSettings: [.unsafeFlags(popplerHeaderFlags.flatMap { ["-Xcc", $0] })]
        ),
        // EAN-13, EAN-8 and UPC-A barcodes in label photos, read with ZBar (LarderOCR decodes the image).
        .target(name: "LarderBarcode", dependencies: ["CZBar", "CLibraryLoader", "LarderOCR"]),
        .target(
            name: "LarderOCR",
            dependencies: ["CTesseract", "CLibraryLoader", "LarderCore"]
        ),
        // The offline receipt and label reader: rows, amounts, dates, stores, items and labels, by rules.
        // Its vocabulary is data, compiled into the binary so that `make install` still installs one file.
        .target(
            name: "LarderExtraction",
            dependencies: ["LarderCore"],
            resources: [
                .embedInCode("Resources/grocery-terms.tsv"),
                .embedInCode("Resources/grocery-brands.txt"),
            ]
        ),
        .target(
            name: "LarderLLM",
            dependencies: [
                "LarderCore",
                "LarderExtraction",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                // To tell a refused connection (fail fast) from other transport errors.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .target(
            name: "LarderStore",
            dependencies: [
                "LarderCore",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // The food bank seed, written by Tools/food-bank/build_seed.py, compiled into the binary.
            resources: [.embedInCode("Resources/food-bank-seed.json")]
        ),
        // Reports over the food bank: periods, nutrition, spending, household targets, and their formats.
        .target(name: "LarderReports", dependencies: ["LarderCore", "LarderStore"]),
        // systemd's notification protocol; no dependencies, so the daemon and tests can use it alone.
        .target(name: "LarderSystemd"),
        // Larder's log line formats (text, JSON, journal); only the CLI bootstraps it.
        .target(name: "LarderLogging", dependencies: ["LarderCore", .product(name: "Logging", package: "swift-log")]),
        // `larder doctor`'s checks: read-only questions to Tesseract, the database and the system.
        .target(name: "LarderDoctor", dependencies: ["LarderOCR", "LarderStore"]),
        // The optional /metrics and /healthz endpoint, on Hummingbird (the web app's server too).
        .target(
            name: "LarderMetrics",
            dependencies: [
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // The web app and its JSON API, served by the daemon on Hummingbird.
        .target(
            name: "LarderWeb",
            dependencies: [
                "LarderCore",
                "LarderExtraction",
                "LarderStore",
                "LarderPipeline",
                "LarderReports",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.embedInCode("Resources/openapi.json")]
        ),
        .target(
            name: "LarderPipeline",
            dependencies: [
                "LarderCore",
                "LarderOCR",
                "LarderExtraction",
                "LarderLLM",
                "LarderStore",
                "LarderBarcode",
                "LarderPDF",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The long-running service: settings, inbox detection, jobs, workers and signals.
        .target(
            name: "LarderDaemon",
            dependencies: [
                "LarderCore",
                "LarderOCR",
                "LarderPDF",
                "LarderBarcode",
                "LarderLLM",
                "LarderStore",
                "LarderPipeline",
                "LarderMetrics",
                "LarderWeb",
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "larder",
            dependencies: [
                "LarderCore",
                "LarderOCR",
                // `larder list recipes add` reads ingredient lines.
                "LarderExtraction",
                "LarderLLM",
                "LarderStore",
                "LarderPipeline",
                "LarderLogging",
                "LarderDoctor",
                "LarderDaemon",
                "LarderPDF",
                "LarderSystemd",
                "LarderReports",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Measures OCR and extraction on real receipts (`make bench`); never part of `make test`.
        .executableTarget(
            name: "larder-bench",
            dependencies: [
                "LarderCore",
                "LarderOCR",
                "LarderLLM",
                "LarderPipeline",
                "LarderTestSupport",
                "LarderStore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/larder-bench"
        ),
        .target(
            name: "LarderTestSupport",
            dependencies: [
                // Leptonica writes the multi-page TIFFs of the TIFF-bomb tests (BlankTIFF).
                "CTesseract",
                "LarderCore",
                // Programs are started as the daemon starts its OCR workers (InheritedDescriptors).
                "LarderPipeline",
                "LarderStore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            path: "Tests/LarderTestSupport"
        ),
        .testTarget(name: "LarderCoreTests", dependencies: ["LarderCore"]),
        .testTarget(
            name: "LarderOCRTests",
            // CTesseract: a test builds a Leptonica box to check how it is straightened.
            dependencies: ["LarderOCR", "LarderCore", "CTesseract", "LarderTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LarderExtractionTests",
            dependencies: ["LarderExtraction", "LarderCore", "LarderTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LarderLLMTests",
            dependencies: [
                "LarderLLM",
                "LarderExtraction",
                "LarderCore",
                "LarderTestSupport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ],
        ),
        .testTarget(
            name: "LarderStoreTests",
            dependencies: [
                "LarderStore", "LarderCore", "LarderTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                // DatabaseMemoryTests asks SQLite itself how much memory it holds.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "LarderBarcodeTests", dependencies: ["LarderBarcode", "LarderOCR", "LarderTestSupport"]),
        .testTarget(name: "LarderPDFTests", dependencies: ["LarderPDF", "LarderCore", "LarderTestSupport"]),
        .testTarget(
            name: "LarderPipelineTests",
            dependencies: [
                "LarderPipeline", "LarderPDF", "LarderExtraction", "LarderLLM", "LarderOCR", "LarderStore", "LarderCore",
                "LarderBarcode", "LarderTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "LarderSystemdTests", dependencies: ["LarderSystemd", "LarderTestSupport"]),
        .testTarget(
            name: "LarderLoggingTests",
            dependencies: ["LarderLogging", "LarderTestSupport", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(name: "LarderDoctorTests", dependencies: ["LarderDoctor", "LarderStore", "LarderTestSupport"]),
        .testTarget(
            name: "LarderWebTests",
            dependencies: [
                "LarderWeb", "LarderStore", "LarderCore", "LarderOCR", "LarderPipeline", "LarderTestSupport",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // Read by path (see ImageHeaderTests), not bundled.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LarderMetricsTests",
            dependencies: ["LarderMetrics", .product(name: "Prometheus", package: "swift-prometheus")]
        ),
        .testTarget(
            name: "LarderReportsTests", dependencies: ["LarderReports", "LarderStore", "LarderCore", "LarderTestSupport"]
        ),
        .testTarget(
            name: "LarderDaemonTests",
            dependencies: [
                "LarderDaemon", "LarderPipeline", "LarderLLM", "LarderOCR", "LarderStore", "LarderCore", "LarderTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "LarderEndToEndTests",
            dependencies: [
                // larder: the tests run the built executable.
                "larder", "LarderPipeline", "LarderStore", "LarderCore", "LarderTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
