import JSONKit
import Testing
import Themes

/// The public view of the key table that theme-writing tools use: key paths and what each holds.
@Suite struct ThemeSchemaTests {
    private static func path(_ text: String) throws -> ThemeKeyPath {
        try #require(ThemeKeyPath(parsing: text))
    }

    @Test func keyPathsReadAndWriteTheDiagnosticForm() throws {
        let path = try Self.path("switches[2].caption")
        #expect(path.components == [.key("switches"), .index(2), .key("caption")])
        #expect(path.description == "switches[2].caption")
        #expect(try Self.path("styles.hm.size[1]").description == "styles.hm.size[1]")
        #expect(try Self.path("styles.hm").appending("track").parent == Self.path("styles.hm"))
        for bad in ["", "a..b", ".a", "a.", "a[x]", "a[-1]", "a[1", "[0]", "a[1]b"] {
            #expect(ThemeKeyPath(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func keysSayWhatTheyHoldWithRangesAndDefaults() throws {
        let on = try #require(ThemeSchema.key(at: Self.path("styles.any.track.on")))
        #expect(on.kind == .value(.paint))
        #expect(on.defaultValue == .string("#34C759"))
        #expect(try ThemeSchema.key(at: Self.path("styles.any.track.on.tint"))?.kind == .value(.colour))
        let size = try #require(ThemeSchema.key(at: Self.path("styles.any.size")))
        #expect(size.kind == .value(.size) && size.range == 1...4096)
        #expect(try ThemeSchema.key(at: Self.path("styles.any.size[1]"))?.range == 1...4096)
        #expect(try ThemeSchema.key(at: Self.path("styles.any.animation.controlPoints[1]"))?.range == -2...3)
        #expect(
            try ThemeSchema.key(at: Self.path("styles.any.animation.curve"))?.kind
                == .value(.choice(["linear", "easeIn", "easeOut", "easeInOut", "spring", "cubicBezier"])))
        #expect(try ThemeSchema.key(at: Self.path("styles.any.labels.on.text"))?.kind == .value(.text))
        #expect(try ThemeSchema.key(at: Self.path("switches[3].on"))?.kind == .value(.bool))
        #expect(try ThemeSchema.key(at: Self.path("strings.de.ON"))?.kind == .value(.text))
        #expect(try ThemeSchema.key(at: Self.path("styles"))?.kind == .namedEntries)
        #expect(
            try ThemeSchema.key(at: Self.path("styles.any.track.border"))?.kind == .object(keys: ["color", "width"]))
        for unknown in ["styles.any.track.colour", "switches.id", "styles.any.size[2]", "window[0]"] {
            #expect(try ThemeSchema.key(at: Self.path(unknown)) == nil, "\(unknown)")
        }
    }

    @Test func onlyTheSectionsMergeKeyByKey() {
        #expect(ThemeSchema.mergesKeyByKey(insideStyle: ["track"]))
        #expect(ThemeSchema.mergesKeyByKey(insideStyle: ["labels", "on"]))
        #expect(!ThemeSchema.mergesKeyByKey(insideStyle: ["track", "border"]))
        #expect(!ThemeSchema.mergesKeyByKey(insideStyle: ["track", "on"]))
    }
}
