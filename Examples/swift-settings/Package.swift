// swift-tools-version:6.0
import PackageDescription

// A game-like settings screen embedding SwitchYard through its Swift library product. Build it with its own
// scratch path, e.g. from the repository root:
//   swift build --package-path Examples/swift-settings --scratch-path .build/swift-settings
let package = Package(
    name: "swift-settings",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "SwitchYard", path: "../..")],
    targets: [
        // Named "SwitchYard" above, so the product is found whatever folder the checkout lives in.
        .executableTarget(
            name: "swift-settings", dependencies: [.product(name: "SwitchYardKit", package: "SwitchYard")],
            path: "Sources")
    ],
    swiftLanguageModes: [.v6]
)
