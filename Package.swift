// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SwitchYard",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "switchyard", targets: ["switchyard"])
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(
            name: "CSDL2TTF", path: "Sources/CSDL2TTF", pkgConfig: "SDL2_ttf",
            providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(
            name: "CSDL2Image", path: "Sources/CSDL2Image", pkgConfig: "SDL2_image",
            providers: [.apt(["libsdl2-image-dev"])]),
        .target(name: "SceneGraph"),
        .target(name: "Themes", dependencies: ["SceneGraph", "JSONKit"]),
        .target(name: "Scenarios", dependencies: ["SceneGraph", "JSONKit"]),
        .target(name: "JSONKit"),
        .target(name: "SDLKit", dependencies: ["CSDL2", "CSDL2TTF", "CSDL2Image", "SceneGraph"]),
        .target(name: "CAllocCounter"),
        .target(
            name: "Playground",
            dependencies: ["CSDL2", "CAllocCounter", "SceneGraph", "JSONKit", "Themes", "Scenarios", "SDLKit"]),
        .executableTarget(name: "switchyard", dependencies: ["Playground"]),
        .executableTarget(name: "switchyard-soak", dependencies: ["Playground"]),
        .executableTarget(
            name: "switchyard-baseline", dependencies: ["CSDL2", "CSDL2TTF"], linkerSettings: [.linkedLibrary("m")]),
        .testTarget(name: "SceneGraphTests", dependencies: ["SceneGraph"]),
        .testTarget(name: "JSONKitTests", dependencies: ["JSONKit"]),
        .testTarget(name: "ThemesTests", dependencies: ["Themes", "JSONKit"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "JSONKit"]),
        .target(name: "GoldenTesting", dependencies: ["SDLKit"], path: "Tests/GoldenTesting"),
        .testTarget(name: "SDLKitTests", dependencies: ["SDLKit", "GoldenTesting"], exclude: ["Golden"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "GoldenTesting"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
