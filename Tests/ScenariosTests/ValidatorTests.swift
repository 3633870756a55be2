import TestSupport
import Testing

@testable import Scenarios

@Suite struct ValidatorTests {
    @Test func aChangedThemeIsAWarningOrWithStrictAnError() throws {
        let text = try ScenarioFixtures.record()
        #expect(
            ScenarioValidator.validate(text: text, file: "demo.jsonl", themeBytes: ScenarioFixtures.themeBytes) == [])
        let changed = Array("{\"version\":2}\n".utf8)
        let warning = ScenarioValidator.validate(text: text, file: "demo.jsonl", themeBytes: changed)
        #expect(
            warning.map(\.description) == [
                "demo.jsonl:1: warning: the theme \"theme.json\" changed since the recording (sha256 50208d78350a… "
                    + "recorded, \(SHA256.hexDigest(changed).prefix(12))… now)"
            ])
        let strict = ScenarioValidator.validate(text: text, file: "demo.jsonl", themeBytes: changed, strict: true)
        #expect(strict.map(\.severity) == [.error])
    }

    @Test func validatesAFileAndTheThemeBesideIt() throws {
        let folder = try TestFolder()
        let scenario = folder.write("demo.jsonl", try ScenarioFixtures.record())
        #expect(
            ScenarioValidator.validateFile(atPath: scenario).map(\.description) == [
                "\(scenario):1: error: cannot read the theme \"theme.json\" (\(folder.path("theme.json")))"
            ])
        folder.write("theme.json", bytes: ScenarioFixtures.themeBytes)
        #expect(ScenarioValidator.validateFile(atPath: scenario) == [])
        let none = folder.path("none.jsonl")
        #expect(
            ScenarioValidator.validateFile(atPath: none).map(\.message)
                == ["cannot open \(none): No such file or directory"])
    }

    @Test func themePathsAreRelativeToTheScenariosFolder() {
        #expect(
            ScenarioPaths.themePath("../themes/a.json", scenarioFile: "Assets/scenarios/tap.jsonl")
                == "Assets/scenarios/../themes/a.json")
        #expect(ScenarioPaths.themePath("/abs/a.json", scenarioFile: "x/tap.jsonl") == "/abs/a.json")
        #expect(ScenarioPaths.themePath("a.json", scenarioFile: "tap.jsonl") == "a.json")
        #expect(
            ScenarioPaths.headerPath(forTheme: "Assets/themes/a.json", scenarioFile: "Assets/scenarios/tap.jsonl")
                == "../themes/a.json")
        #expect(ScenarioPaths.headerPath(forTheme: "/t/a.json", scenarioFile: "/t/tap.jsonl") == "a.json")
    }
}
