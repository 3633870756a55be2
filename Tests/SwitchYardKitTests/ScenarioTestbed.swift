import Foundation
import SDLKit
import Scenarios
import SceneGraph

@testable import SwitchYardKit

/// What the scenario tests replay and record with: SDL headless (dummy driver, software renderer on a
/// one-pixel surface, as `switchyard replay --headless` does) with the shipped fonts, and the places of
/// the shipped themes and scenarios in this checkout.
final class ScenarioTestbed {
    let context: SDLContext
    let renderer: Renderer
    let resources: SDLResources
    private let surface: Surface

    init() throws {
        setenv("SWITCHYARD_ASSETS", Self.assets, 1)
        setenv("SDL_VIDEODRIVER", "dummy", 0)
        context = try SDLContext()
        surface = try Surface(context: context, width: 1, height: 1)
        renderer = try Renderer(surface: surface, context: context)
        resources = try SDLResources(renderer: renderer)
    }

    /// A gallery host for the scenario at `file`, as a headless replay makes it.
    func host(
        for file: String, strict: Bool = true, fixedSize: Size? = nil,
        owner: EngineScenarioHost.OwnerSource = .scenario
    ) throws -> EngineScenarioHost {
        var options = SwitchYardEngine.Options(
            themePath: Self.assets + "/themes/default.json", size: fixedSize ?? Size(width: 1280, height: 800))
        options.watchesTheme = false
        options.showsGallery = true
        let engine = try SwitchYardEngine(renderer: renderer, resources: resources, options: options)
        return EngineScenarioHost(
            engine: engine, scenarioFile: file, strict: strict, fixedSize: fixedSize, owner: owner)
    }

    /// Parses and replays the scenario in `text` (read from `file`) headless.
    func replay(text: String, file: String, strict: Bool = true, fixedSize: Size? = nil, update: Bool = false)
        throws -> (report: ScenarioReport, warnings: [String])
    {
        let parsed = ScenarioFile.parse(text: text, file: file)
        guard let scenario = parsed.scenario, !parsed.diagnostics.contains(where: { $0.severity == .error }) else {
            throw ScenarioTestError("\(file) does not parse: \(parsed.diagnostics.map(\.description))")
        }
        let host = try host(for: file, strict: strict, fixedSize: fixedSize)
        let report = ScenarioPlayer.run(scenario, file: file, host: host, update: update)
        return (report, host.warnings)
    }

    /// Replays the scenario file at `path` headless.
    func replay(file path: String, strict: Bool = true) throws -> ScenarioReport {
        try replay(text: String(contentsOfFile: path, encoding: .utf8), file: path, strict: strict).report
    }

    // MARK: Places

    /// The package root: two folders above this file.
    static var root: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    static var assets: String { root + "/Assets" }
    static var scenarios: String { assets + "/scenarios" }

    /// Every shipped scenario file, sorted by name.
    static var shippedFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scenarios)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") }.sorted().map { scenarios + "/" + $0 }
    }
}

/// A scenario test's own failure to set up, with what went wrong.
struct ScenarioTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
