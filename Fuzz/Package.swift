// swift-tools-version:6.0
// The libFuzzer targets, kept out of the main package: they only link with `--sanitize=fuzzer` (libFuzzer
// supplies `main`). Sources/SceneGraph, JSONKit, Themes, ThemeEditing and Scenarios are links to the main
// package's sources, so the fuzzers exercise exactly the shipped code; FuzzInput is the harnesses' byte
// reader and TestSupport's small-stack runner (a link too). Build and run them with `make fuzz` from the root.
import PackageDescription

/// Edge coverage and comparison tracing guide libFuzzer; Swift's `-sanitize=fuzzer` alone adds neither.
let coverage: [SwiftSetting] = [.unsafeFlags(["-sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table"])]
let entryPoint: [SwiftSetting] = coverage + [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "SwitchYardFuzz",
    targets: [
        .target(name: "SceneGraph", swiftSettings: coverage),
        .target(name: "JSONKit", swiftSettings: coverage),
        .target(name: "Themes", dependencies: ["SceneGraph", "JSONKit"], swiftSettings: coverage),
        .target(name: "Scenarios", dependencies: ["SceneGraph", "JSONKit"], swiftSettings: coverage),
        .target(name: "ThemeEditing", dependencies: ["JSONKit", "Themes"], swiftSettings: coverage),
        .target(name: "FuzzInput"),
        .executableTarget(name: "FuzzTheme", dependencies: ["Themes"], swiftSettings: entryPoint),
        .executableTarget(name: "FuzzScenario", dependencies: ["Scenarios"], swiftSettings: entryPoint),
        .executableTarget(
            name: "FuzzThemeEdit", dependencies: ["ThemeEditing", "FuzzInput"], swiftSettings: entryPoint),
        .executableTarget(
            name: "FuzzDeepTheme", dependencies: ["ThemeEditing", "FuzzInput"], swiftSettings: entryPoint),
    ],
    swiftLanguageModes: [.v6]
)
