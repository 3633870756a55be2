// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SwitchYard",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "switchyard", targets: ["switchyard"]),
        // For Swift programs that embed SwitchYard: the engine and the modules its API speaks in.
        .library(name: "SwitchYardKit", targets: ["SwitchYardKit", "SDLKit", "SceneGraph", "Themes"]),
        // For C and C++ programs: libSwitchYardC.so behind the hand-written include/switchyard.h.
        .library(name: "SwitchYardC", type: .dynamic, targets: ["SwitchYardC"]),
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
        .target(name: "ThemeEditing", dependencies: ["JSONKit", "Themes"]),
        .target(name: "SDLKit", dependencies: ["CSDL2", "CSDL2TTF", "CSDL2Image", "SceneGraph", "JSONKit"]),
        .target(name: "CAllocCounter"),
        .target(name: "CProcessControl"),
        .target(name: "SwitchYardKit", dependencies: ["SceneGraph", "JSONKit", "Themes", "Scenarios", "SDLKit"]),
        .target(
            name: "SwitchYardC", dependencies: ["SwitchYardKit", "SDLKit", "SceneGraph", "Themes", "CSDL2"]),
        .target(
            name: "Playground",
            dependencies: [
                "CProcessControl", "SceneGraph", "JSONKit", "Themes", "ThemeEditing", "Scenarios", "SDLKit",
                "SwitchYardKit",
            ]),
        .target(
            name: "SwitchYardTools",
            dependencies: [
                "CAllocCounter", "SceneGraph", "Themes", "ThemeEditing", "Scenarios", "SDLKit", "SwitchYardKit",
                "Playground",
            ]),
        .executableTarget(name: "switchyard", dependencies: ["Playground", "SwitchYardTools"]),
        .executableTarget(name: "switchyard-soak", dependencies: ["SwitchYardTools"]),
        .executableTarget(
            name: "switchyard-baseline", dependencies: ["CSDL2", "CSDL2TTF"], linkerSettings: [.linkedLibrary("m")]),
        .testTarget(name: "SceneGraphTests", dependencies: ["SceneGraph"]),
        .testTarget(name: "JSONKitTests", dependencies: ["JSONKit", "TestSupport"]),
        .testTarget(name: "ThemesTests", dependencies: ["Themes", "JSONKit", "TestSupport"]),
        .testTarget(
            name: "ThemeEditingTests", dependencies: ["ThemeEditing", "Themes", "JSONKit", "SceneGraph", "TestSupport"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "JSONKit", "TestSupport"]),
        .target(name: "TestSupport", dependencies: ["SDLKit", "SceneGraph"], path: "Tests/TestSupport"),
        .testTarget(name: "SDLKitTests", dependencies: ["SDLKit", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "SwitchYardKitTests", dependencies: ["SwitchYardKit", "TestSupport", "CSDL2"]),
        .testTarget(
            name: "PlaygroundTests", dependencies: ["Playground", "SwitchYardKit", "SwitchYardTools", "TestSupport"],
            exclude: ["Golden"]),
        .testTarget(
            name: "SwitchYardToolsTests",
            dependencies: ["SwitchYardTools", "SwitchYardKit", "Playground", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
