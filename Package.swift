// swift-tools-version:6.0
import Foundation
import PackageDescription

/// SwitchYard's version is defined once, by `SY_VERSION_MAJOR` in include/switchyard.h; the C library's SONAME
/// (`libSwitchYardC.so.MAJOR`) takes its major number from there.
let versionMajor: String = {
    let header = Context.packageDirectory + "/include/switchyard.h"
    guard let text = try? String(contentsOfFile: header, encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("#define SY_VERSION_MAJOR ") }),
        let major = line.split(separator: " ").last
    else { fatalError("\(header): no #define SY_VERSION_MAJOR line") }
    return String(major)
}()

/// libSwitchYardC.so's link on Linux: the Swift runtime linked in statically (the toolchain's swift_static), so
/// the library needs no Swift toolchain where it runs and carries no RUNPATH into one; a SONAME carrying the
/// major version; only the `sy_` functions exported (Sources/SwitchYardC/exports.map). With the toolchain's lld,
/// because gold keeps the symbols the script makes local in the dynamic symbol table (209 of them in a debug
/// build, as local entries). The app and the tests link the runtime dynamically as before (docs/embedding.md,
/// "Deploy").
let cLibraryLinkFlags: [String] = [
    "-static-stdlib",
    "-use-ld=lld",
    "-Xlinker", "-soname", "-Xlinker", "libSwitchYardC.so.\(versionMajor)",
    "-Xlinker", "--version-script", "-Xlinker", Context.packageDirectory + "/Sources/SwitchYardC/exports.map",
]

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
        // The workbench's control nodes (slider, segments, text field, colour picker): the app's, not the kit's.
        .target(name: "Workbench", dependencies: ["SceneGraph"]),
        .target(name: "Themes", dependencies: ["SceneGraph", "JSONKit"]),
        .target(name: "Scenarios", dependencies: ["SceneGraph", "JSONKit"]),
        .target(name: "JSONKit"),
        .target(name: "ThemeEditing", dependencies: ["JSONKit", "Themes"]),
        .target(name: "CImagePath", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // libpng through handlers of its own: SDLKit checks an image before SDL_image decodes it, and encodes PNGs.
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16")]),
        .target(
            name: "SDLKit",
            dependencies: ["CSDL2", "CSDL2TTF", "CSDL2Image", "CImagePath", "CPNG", "SceneGraph", "JSONKit"]),
        // ATK and its AT-SPI bridge, and the playground's accessible objects on them (docs/accessibility.md):
        // the app's, never the kit's, so libSwitchYardC needs no ATK where it runs.
        .systemLibrary(
            name: "CATK", path: "Sources/CATK", pkgConfig: "atk-bridge-2.0",
            providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]),
        .target(
            name: "CAtkBridge", dependencies: ["CATK"],
            linkerSettings: ["atk-bridge-2.0", "atk-1.0", "gobject-2.0", "glib-2.0"].map { .linkedLibrary($0) }),
        .target(name: "CAllocCounter"),
        .target(name: "CProcessControl"),
        .target(name: "SwitchYardKit", dependencies: ["SceneGraph", "JSONKit", "Themes", "Scenarios", "SDLKit"]),
        // sy_version, compiled from include/switchyard.h (its `include` is a link to that folder).
        .target(name: "CSwitchYardVersion", dependencies: ["CSDL2"]),
        .target(
            name: "SwitchYardC",
            dependencies: ["SwitchYardKit", "SDLKit", "SceneGraph", "Themes", "JSONKit", "CSwitchYardVersion"],
            exclude: ["exports.map"],
            linkerSettings: [.unsafeFlags(cLibraryLinkFlags, .when(platforms: [.linux]))]),
        .target(
            name: "Playground",
            dependencies: [
                "CAtkBridge", "CProcessControl", "CSwitchYardVersion", "SceneGraph", "JSONKit", "Themes",
                "ThemeEditing",
                "Scenarios", "SDLKit", "SwitchYardKit", "Workbench",
            ]),
        .target(
            name: "SwitchYardTools",
            dependencies: [
                "CAllocCounter", "SceneGraph", "Themes", "ThemeEditing", "Scenarios", "SDLKit", "SwitchYardKit",
                "Playground",
            ]),
        .executableTarget(name: "switchyard", dependencies: ["Playground", "SwitchYardTools"]),
        .executableTarget(name: "switchyard-soak", dependencies: ["SwitchYardTools"]),
        // The Swift example (Examples/swift-settings, a package of its own for readers to copy) built here too,
        // as an outside client sees the kit: the library product's modules, and no `package` declarations
        // (`packageAccess: false`), so `make examples` needs no second build of the whole kit.
        .executableTarget(
            name: "swift-settings", dependencies: ["SwitchYardKit", "SDLKit", "SceneGraph", "Themes"],
            path: "Examples/swift-settings/Sources", packageAccess: false),
        .executableTarget(
            name: "switchyard-baseline", dependencies: ["CSDL2", "CSDL2TTF"], linkerSettings: [.linkedLibrary("m")]),
        .testTarget(name: "SceneGraphTests", dependencies: ["SceneGraph", "TestSupport"]),
        .testTarget(name: "WorkbenchTests", dependencies: ["Workbench", "SceneGraph", "TestSupport"]),
        .testTarget(name: "JSONKitTests", dependencies: ["JSONKit", "TestSupport"]),
        .testTarget(name: "ThemesTests", dependencies: ["Themes", "JSONKit", "TestSupport"]),
        .testTarget(
            name: "ThemeEditingTests", dependencies: ["ThemeEditing", "Themes", "JSONKit", "SceneGraph", "TestSupport"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "JSONKit", "TestSupport"]),
        .target(name: "TestSupport", dependencies: ["SDLKit", "SceneGraph", "CSDL2"], path: "Tests/TestSupport"),
        // fanotify's permission events, for tests that act at an exact moment of another thread's open(2).
        .target(name: "CFileGate", path: "Tests/CFileGate"),
        .testTarget(
            name: "SDLKitTests", dependencies: ["SDLKit", "TestSupport", "CSDL2", "CSDL2Image"], exclude: ["Golden"]),
        .testTarget(name: "SwitchYardKitTests", dependencies: ["SwitchYardKit", "TestSupport", "CSDL2", "CFileGate"]),
        .testTarget(
            name: "PlaygroundTests", dependencies: ["Playground", "SwitchYardKit", "SwitchYardTools", "TestSupport"],
            exclude: ["Golden"]),
        .testTarget(
            name: "SwitchYardToolsTests",
            dependencies: ["SwitchYardTools", "SwitchYardKit", "Playground", "TestSupport", "CAllocCounter"]),
    ],
    swiftLanguageModes: [.v6]
)
