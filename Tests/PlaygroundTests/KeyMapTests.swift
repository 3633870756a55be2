import Foundation
import SDLKit
import Testing

@testable import Playground

/// The one key map: a key has one meaning wherever it works, both windows dispatch through it, and the
/// key tables of README.md and docs/scenarios.md are the map's (`switchyard keys --markdown` prints it).
@Suite struct KeyMapTests {
    /// The rows of the first Markdown table with the key map's header in `file` (a repository path).
    static func keyTable(in file: String) throws -> [String] {
        let text = try String(contentsOfFile: Repository.assets + "/../" + file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex(of: "| Keys | What they do | Where |"), "\(file) has no key table")
        return Array(lines[header...].prefix { $0.hasPrefix("|") })
    }

    @Test func noKeyHasTwoMeanings() {
        let chords = KeyMap.entries.flatMap { entry in entry.bindings.map(\.chord) }
        for (index, chord) in chords.enumerated() {
            #expect(!chords[(index + 1)...].contains(chord), "\(chord.name) is in the key map twice")
        }
    }

    @Test func theReadmesTableIsTheMap() throws {
        let table = try Self.keyTable(in: "README.md")
        let map = KeyMap.markdown().split(separator: "\n").map(String.init)
        for (row, (have, want)) in zip(table, map).enumerated() where have != want {
            Issue.record(
                "README.md key table row \(row + 1) is '\(have)', the map says '\(want)' (switchyard keys --markdown)")
        }
        #expect(table.count == map.count, "README.md's key table has \(table.count) lines, the map \(map.count)")
    }

    @Test func theReplayWindowsTableIsTheMapsReplayPart() throws {
        let table = try Self.keyTable(in: "docs/scenarios.md")
        #expect(table == KeyMap.markdown(for: KeyMap.entries(in: .replay)).split(separator: "\n").map(String.init))
    }

    @Test func bothWindowsReadTheTimeKeysAlike() {
        func press(_ c: Character, shift: Bool = false) -> KeyPress { KeyPress(key: .character(c), shift: shift) }
        for window in [KeyWindow.playground, .replay] {
            #expect(KeyMap.action(for: press("."), in: window) == .togglePause)
            #expect(KeyMap.action(for: press(","), in: window) == .step)
            #expect(KeyMap.action(for: press("["), in: window) == .slower)
            #expect(KeyMap.action(for: press("]"), in: window) == .faster)
            #expect(KeyMap.action(for: press("p"), in: window) == .screenshot)
            #expect(KeyMap.action(for: KeyPress(key: .escape), in: window) == .quit)
        }
        #expect(KeyMap.action(for: press(",", shift: true), in: .replay) == .stepBack)
        #expect(KeyMap.action(for: press(",", shift: true), in: .playground) == nil)
        #expect(KeyMap.action(for: press("z"), in: .playground) == .toggleReduceMotion)
        #expect(KeyMap.action(for: press("m"), in: .playground) == .cycleTouchMode)
        #expect(KeyMap.action(for: press("z"), in: .replay) == nil)
        #expect(KeyMap.action(for: KeyPress(key: .space), in: .replay) == nil)
        // A held key repeats only where the entry says so.
        #expect(KeyMap.action(for: KeyPress(key: .character(","), isRepeat: true), in: .replay) == .step)
        #expect(KeyMap.action(for: KeyPress(key: .character("r"), isRepeat: true), in: .playground) == nil)
        #expect(
            KeyMap.action(for: KeyPress(key: .character("z"), shift: true, control: true), in: .playground) == .redo)
    }

    @Test func theHelpAndTheUsageTextShowTheMap() {
        #expect(HelpOverlay.keys.map(\.0) == KeyMap.entries(in: .playground).map(\.label))
        for entry in KeyMap.entries {
            if entry.scope != .replay { #expect(Usage.main.contains("\(entry.label)  "), "\(entry.label)") }
            if entry.scope != .playground { #expect(Usage.replay.contains(entry.meaning), "\(entry.label)") }
        }
    }

    @Test func keysIsACommand() throws {
        #expect(try CommandParser.parse(["keys"]) == .keys(markdown: false))
        #expect(try CommandParser.parse(["keys", "--markdown"]) == .keys(markdown: true))
        #expect(try CommandParser.parse(["keys", "--help"]) == .help(Usage.keys))
        #expect(throws: UsageError.self) { try CommandParser.parse(["keys", "--json"]) }
    }
}
