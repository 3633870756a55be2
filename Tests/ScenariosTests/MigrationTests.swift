import SceneGraph
import Testing

@testable import Scenarios

@Suite struct MigrationTests {
    @Test func versionZeroIsMigratedToTheSameScenarioAsVersionOne() throws {
        let v0 = """
            {"format":"switchyard-scenario","version":0,"window":[400,300],"theme":"theme.json","initial":{"a":{"on":true}}}
            {"t":3,"type":"down","pointer":"mouse","x":80,"y":115,"button":"primary"}
            {"t":6,"type":"up","pointer":"mouse","x":80,"y":115,"button":"primary"}
            {"t":9,"check":{"switches":{"a":{"on":false}}}}
            {"end":9}

            """
        let v1 = """
            {"format":"switchyard-scenario","version":1,"tickRate":60,"window":{"points":[400,300],"pixels":[400,300]},"theme":{"path":"theme.json"},"initial":{"a":{"on":true,"enabled":true}}}
            {"tick":3,"event":"down","pointer":"mouse","x":80,"y":115,"button":"primary"}
            {"tick":6,"event":"up","pointer":"mouse","x":80,"y":115,"button":"primary"}
            {"tick":9,"expect":{"switches":{"a":{"on":false}}}}
            {"end":9}

            """
        let old = ScenarioFile.parse(text: v0, file: "old.jsonl")
        #expect(old.diagnostics.isEmpty)
        let migrated = try #require(old.scenario)
        #expect(migrated == ScenarioFile.parse(text: v1, file: "new.jsonl").scenario)
        #expect(ScenarioFile.write(migrated) == v1)
    }

    @Test func everyOlderVersionHasAStepUpToTheCurrentOne() {
        for version in 0..<ScenarioHeader.currentVersion {
            #expect(ScenarioMigrations.steps[version] != nil)
        }
    }
}
