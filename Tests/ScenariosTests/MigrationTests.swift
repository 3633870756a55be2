import SceneGraph
import Testing

@testable import Scenarios

@Suite struct MigrationTests {
    @Test func versionZeroIsMigratedToTheSameScenarioAsTheCurrentVersion() throws {
        let v0 = """
            {"format":"switchyard-scenario","version":0,"window":[400,300],"theme":"theme.json","initial":{"a":{"on":true}}}
            {"t":3,"type":"down","pointer":"mouse","x":80,"y":115,"button":"primary"}
            {"t":6,"type":"up","pointer":"mouse","x":80,"y":115,"button":"primary"}
            {"t":9,"check":{"switches":{"a":{"on":false}}}}
            {"end":9}

            """
        let v2 = """
            {"format":"switchyard-scenario","version":2,"tickRate":60,"window":{"points":[400,300],"pixels":[400,300]},"theme":{"path":"theme.json"},"initial":{"a":{"on":true,"enabled":true}}}
            {"tick":3,"event":"down","pointer":"mouse","x":80,"y":115,"button":"primary"}
            {"tick":6,"event":"up","pointer":"mouse","x":80,"y":115,"button":"primary"}
            {"tick":9,"expect":{"switches":{"a":{"on":false}}}}
            {"end":9}

            """
        let old = ScenarioFile.parse(text: v0, file: "old.jsonl")
        #expect(old.diagnostics.isEmpty)
        let migrated = try #require(old.scenario)
        #expect(migrated == ScenarioFile.parse(text: v2, file: "new.jsonl").scenario)
        #expect(ScenarioFile.write(migrated) == v2)
    }

    /// Version 1 had no owners: its files read as version 2 files without owner events, header renumbered.
    @Test func versionOneIsMigratedByRenumberingTheHeader() throws {
        let v1 = """
            {"format":"switchyard-scenario","version":1,"tickRate":60,"window":{"points":[400,300],"pixels":[400,300]},"theme":{"path":"theme.json"},"initial":{"a":{"on":false,"enabled":true}}}
            {"tick":3,"event":"key","key":"space"}
            {"tick":9,"expect":{"switches":{"a":{"on":true,"state":"on"}}}}
            {"end":9}

            """
        let old = ScenarioFile.parse(text: v1, file: "old.jsonl")
        #expect(old.diagnostics.isEmpty)
        let migrated = try #require(old.scenario)
        #expect(ScenarioFile.write(migrated) == v1.replacingOccurrences(of: #""version":1"#, with: #""version":2"#))
    }

    /// The owner's events and the pending state are written and read back unchanged.
    @Test func ownerEventsAndThePendingStateRoundTrip() throws {
        let text = """
            {"format":"switchyard-scenario","version":2,"tickRate":60,"window":{"points":[400,300],"pixels":[400,300]},"theme":{"path":"theme.json"},"initial":{"a":{"on":false,"enabled":true}}}
            {"tick":3,"event":"decide","switch":"a","answer":"pending"}
            {"tick":3,"event":"key","key":"space"}
            {"tick":4,"expect":{"switches":{"a":{"on":false,"state":"pending"}},"callbacks":[{"switch":"a","kind":"state","value":"pending"}]}}
            {"tick":60,"event":"resolve","switch":"a","on":true}
            {"end":60}

            """
        let parsed = ScenarioFile.parse(text: text, file: "owner.jsonl")
        #expect(parsed.diagnostics.isEmpty)
        let scenario = try #require(parsed.scenario)
        #expect(scenario.entries.first?.content == .event(.decide(switchID: "a", .pending)))
        #expect(scenario.entries.last?.content == .event(.resolve(switchID: "a", on: true)))
        #expect(ScenarioFile.write(scenario) == text)
    }

    @Test func everyOlderVersionHasAStepUpToTheCurrentOne() {
        for version in 0..<ScenarioHeader.currentVersion {
            #expect(ScenarioMigrations.steps[version] != nil)
        }
    }
}
