// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

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
    ],
    targets: [
        // The C boundary: Tesseract's C API and Leptonica, nothing else.
        .systemLibrary(
            name: "CTesseract",
            pkgConfig: "tesseract",
            providers: [.apt(["libtesseract-dev", "libleptonica-dev"])]
        ),
        .target(name: "LarderCore"),
        .target(
            name: "LarderOCR",
            dependencies: [
                "CTesseract",
                "LarderCore",
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["README.md"]
        ),
        .target(name: "LarderLLM", dependencies: ["LarderCore"]),
        .target(
            name: "LarderStore",
            dependencies: [
                "LarderCore",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "LarderPipeline",
            dependencies: [
                "LarderCore",
                "LarderOCR",
                "LarderLLM",
                "LarderStore",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "larder",
            dependencies: [
                "LarderCore",
                "LarderOCR",
                "LarderLLM",
                "LarderStore",
                "LarderPipeline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
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
                "LarderTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/larder-bench"
        ),
        .target(
            name: "LarderTestSupport",
            dependencies: ["LarderCore"],
            path: "Tests/LarderTestSupport"
        ),
        .testTarget(name: "LarderCoreTests", dependencies: ["LarderCore", "LarderTestSupport"]),
        .testTarget(
            name: "LarderOCRTests",
            dependencies: ["LarderOCR", "LarderTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LarderLLMTests",
            dependencies: ["LarderLLM", "LarderTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "LarderStoreTests", dependencies: ["LarderStore", "LarderTestSupport"]),
        .testTarget(
            name: "LarderPipelineTests",
            dependencies: ["LarderPipeline", "LarderTestSupport"]
        ),
        .testTarget(
            name: "LarderEndToEndTests",
            dependencies: ["larder", "LarderTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
