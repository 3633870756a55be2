import SceneGraph
import Testing

@testable import Playground
@testable import SwitchYardTools

/// A command line that must be refused, with the exact message the user sees.
struct RefusedCommandLine: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String

    init(_ arguments: [String], _ message: String) {
        self.arguments = arguments
        self.message = message
    }

    var testDescription: String { arguments.joined(separator: " ") }

    /// Every refused form the parser knows, one per rule.
    static let all: [RefusedCommandLine] = [
        .init(["--bogus"], "unknown option '--bogus'"),
        .init(["-x"], "unknown option '-x'"),
        .init(["record", "--bogus"], "record: unknown option '--bogus'"),
        .init(["replay", "a.jsonl", "--bogus"], "replay: unknown option '--bogus'"),
        .init(["validate", "--bogus", "a.json"], "validate: unknown option '--bogus'"),
        .init(["bench", "--bogus"], "bench: unknown option '--bogus'"),
        .init(["--size", "0x0"], "--size 0x0: each side must be from 1 to 8192 points"),
        .init(["--size", "100000x100000"], "--size 100000x100000: each side must be from 1 to 8192 points"),
        .init(["--size", "8193x100"], "--size 8193x100: each side must be from 1 to 8192 points"),
        .init(["--size", "100x-1"], "--size 100x-1: each side must be from 1 to 8192 points"),
        .init(["--size", "wide"], "--size takes WxH in points, like 1280x800, got 'wide'"),
        .init(["--size", "10x10x10"], "--size takes WxH in points, like 1280x800, got '10x10x10'"),
        .init(["--size", "x100"], "--size takes WxH in points, like 1280x800, got 'x100'"),
        .init(["--headless", "--frames", "-1"], "--frames takes a whole number from 1 to 10000000, got '-1'"),
        .init(["--headless", "--frames", "0"], "--frames takes a whole number from 1 to 10000000, got '0'"),
        .init(["--headless", "--frames", "many"], "--frames takes a whole number from 1 to 10000000, got 'many'"),
        .init(["--headless"], "--headless needs --frames N"),
        .init(
            ["--screenshot", "out.png"], "--screenshot goes with --headless (press P in the window for a screenshot)"),
        .init(["--headless", "--frames", "1", "--density", "5"], "--density takes a number from 1 to 4, got '5'"),
        .init(["--headless", "--frames", "1", "--density", "nan"], "--density takes a number from 1 to 4, got 'nan'"),
        .init(
            ["--headless", "--frames", "1", "--size", "8192x8192", "--density", "3"],
            "--size 8192x8192 at --density 3: 24576x24576 pixels need 2.25 GiB, more than the limit of 1 GiB"),
        .init(
            ["--headless", "--frames", "1", "--size", "8192x8192", "--density", "4"],
            "--size 8192x8192 at --density 4: 32768x32768 pixels need 4 GiB, more than the limit of 1 GiB"),
        .init(
            ["--lang", "../../etc"],
            "--lang takes a language tag like de or pt_BR (letters, digits, '-' and '_', at most 35), got '../../etc'"),
        .init(
            ["--lang", "de_DE.UTF-8"],
            "--lang takes a language tag like de or pt_BR (letters, digits, '-' and '_', at most 35), got 'de_DE.UTF-8'"
        ),
        .init(
            ["--lang", String(repeating: "a", count: 36)],
            "--lang takes a language tag like de or pt_BR (letters, digits, '-' and '_', at most 35), got '"
                + String(repeating: "a", count: 36) + "'"),
        .init(["--theme"], "--theme needs a value"),
        .init(["--size", "--headless"], "--size needs a value"),
        .init(["--log"], "--log needs a value"),
        .init(["--lang"], "--lang needs a value"),
        .init(["--headless", "--frames"], "--frames needs a value"),
        .init(["record", "--out"], "--out needs a value"),
        .init(["validate"], "validate: name at least one theme or scenario file"),
        .init(["replay"], "replay: name at least one scenario file"),
        .init(["replay", "--headless"], "replay: name at least one scenario file"),
        .init(["replay", "a.jsonl", "--speed", "0"], "--speed takes a number above 0 up to 1000, or 'max', got '0'"),
        .init(["replay", "a.jsonl", "--speed", "-2"], "--speed takes a number above 0 up to 1000, or 'max', got '-2'"),
        .init(
            ["replay", "a.jsonl", "--speed", "1001"], "--speed takes a number above 0 up to 1000, or 'max', got '1001'"),
        .init(
            ["replay", "a.jsonl", "--speed", "inf"], "--speed takes a number above 0 up to 1000, or 'max', got 'inf'"),
        .init(["replay", "a.jsonl", "--speed"], "--speed needs a value"),
        .init(["replay", "a.jsonl", "--size", "0x0"], "--size 0x0: each side must be from 1 to 8192 points"),
        .init(["bench", "--switches", "0"], "--switches takes a whole number from 1 to 100000, got '0'"),
        .init(["bench", "--switches", "100001"], "--switches takes a whole number from 1 to 100000, got '100001'"),
        .init(["bench", "--switches", "10,lots"], "--switches takes a whole number from 1 to 100000, got 'lots'"),
        .init(["bench", "--switches", ","], "--switches needs a number, like 1000 or 10,100"),
        .init(["bench", "--frames", "1"], "--frames takes a whole number from 2 to 100000, got '1'"),
        .init(["bench", "--frames", "100001"], "--frames takes a whole number from 2 to 100000, got '100001'"),
        .init(["bench", "--chart"], "--chart needs a value"),
        .init(["bench", "--renderer", "vulkan"], "--renderer takes software or opengl, got 'vulkan'"),
        .init(["bench", "--renderer"], "--renderer needs a value"),
        .init(
            ["bench", "--only", "damage,frame"],
            "--only: unknown measurement 'frame' (valid: frames, damage, window-damage, hit-test, layout, pacing, "
                + "startup, reload, replay, idle, embedded, inspector, growth, guest)"),
        .init(
            ["bench", "--only", ""],
            "--only: unknown measurement '' (valid: frames, damage, window-damage, hit-test, layout, pacing, "
                + "startup, reload, replay, idle, embedded, inspector, growth, guest)"),
        .init(["bench", "--only"], "--only needs a value"),
        .init(
            ["bench", "--only", "hit-test", "--chart", "c.png"],
            "--chart draws the frames and damage measurements: add one of them to --only"),
        .init(["replay", "a.jsonl", "--jobs", "0"], "--jobs takes a whole number from 1 to 256, got '0'"),
        .init(["replay", "a.jsonl", "--jobs", "257"], "--jobs takes a whole number from 1 to 256, got '257'"),
        .init(
            ["replay", "a.jsonl", "--jobs", "99999999999999999999"],
            "--jobs takes a whole number from 1 to 256, got '99999999999999999999'"),
        .init(["replay", "a.jsonl", "--jobs", "two"], "--jobs takes a whole number from 1 to 256, got 'two'"),
        .init(["replay", "a.jsonl", "--jobs"], "--jobs needs a value"),
        .init(["replay", "a.jsonl", "--shard", "0/3"], "--shard 0/3: K must be from 1 to 3"),
        .init(["replay", "a.jsonl", "--shard", "4/3"], "--shard 4/3: K must be from 1 to 3"),
        .init(["replay", "a.jsonl", "--shard", "1/0"], "--shard 1/0: N must be from 1 to 10000"),
        .init(["replay", "a.jsonl", "--shard", "x"], "--shard takes K/N, the K-th of N parts, like 2/4, got 'x'"),
        .init(
            ["replay", "a.jsonl", "--shard", "1/2/3"], "--shard takes K/N, the K-th of N parts, like 2/4, got '1/2/3'"),
        .init(["replay", "a.jsonl", "--shard", "-1/3"], "--shard -1/3: K must be from 1 to 3"),
        .init(
            ["record", "--checkpoint-every", "-1"],
            "--checkpoint-every takes seconds from 0 (off) to 3600, like 5 or 0.5, got '-1'"),
        .init(
            ["record", "--checkpoint-every", "nan"],
            "--checkpoint-every takes seconds from 0 (off) to 3600, like 5 or 0.5, got 'nan'"),
        .init(
            ["record", "--checkpoint-every", "3601"],
            "--checkpoint-every takes seconds from 0 (off) to 3600, like 5 or 0.5, got '3601'"),
        .init(["record", "--checkpoint-every"], "--checkpoint-every needs a value"),
        .init(["--volume", "101"], "--volume takes a percentage from 0 to 100, like 50, got '101'"),
        .init(["--volume", "-1"], "--volume takes a percentage from 0 to 100, like 50, got '-1'"),
        .init(["--volume", "0.5"], "--volume takes a percentage from 0 to 100, like 50, got '0.5'"),
        .init(["--volume"], "--volume needs a value"),
        .init(["new-theme"], "new-theme: name the theme, like new-theme my-switches"),
        .init(["new-theme", "a/b"], "new-theme: the name 'a/b' must be a file name (no '/', not starting with '-')"),
        .init(["new-theme", "--x"], "new-theme: the name '--x' must be a file name (no '/', not starting with '-')"),
        .init(["new-theme", ".."], "new-theme: the name '..' must be a file name (no '/', not starting with '-')"),
        .init(["new-theme", "a", "b"], "new-theme: unknown argument 'b'"),
        .init(["replay", "a.jsonl", "--checkpoint-every", "5"], "replay: unknown option '--checkpoint-every'"),
        .init(["record", "--out", ""], "--out: the path is empty"),
        .init(["bench", "--chart", ""], "--chart: the path is empty"),
        .init(["--theme", "a\0b.json"], #"--theme: the path "a\u0000b.json" holds a NUL character"#),
        .init(
            ["--size", String(repeating: "x", count: 100_000)],
            "--size takes WxH in points, like 1280x800, got '" + String(repeating: "x", count: 40)
                + "… (100000 characters)'"),
    ]
}

/// The command line: every refused form with its exact one-line message, and the accepted forms with
/// the options they produce.
@Suite struct CommandParserTests {
    @Test(arguments: RefusedCommandLine.all)
    func refusedWithItsMessage(_ line: RefusedCommandLine) {
        #expect(throws: UsageError(line.message)) {
            // As the program does: the bench parses what follows `bench` itself.
            if case .bench(let arguments) = try CommandParser.parse(line.arguments) {
                _ = try BenchArguments.parse(arguments)
            }
        }
    }

    @Test func usageErrorIsOneLinePointingAtHelp() {
        let error = UsageError("--frames goes with --headless")
        #expect(error.description == "switchyard: error: --frames goes with --headless (see --help)")
        for line in RefusedCommandLine.all {
            #expect(!UsageError(line.message).description.contains("\n"), "\(line.testDescription)")
        }
    }

    @Test func noArgumentsOpenTheDefaultWindow() throws {
        #expect(try CommandParser.parse([]) == .window(WindowOptions()))
        let defaults = WindowOptions()
        #expect(defaults.size == Size(width: 1280, height: 800))
        #expect(!defaults.headless && defaults.frames == nil && defaults.pixelDensity == 1)
    }

    @Test func everyWindowOption() throws {
        let command = try CommandParser.parse([
            "--theme", "t.json", "--size", "640x480", "--lang", "de", "--log", "log.jsonl", "--headless", "--frames",
            "3", "--screenshot", "out.png", "--density", "2",
        ])
        var expected = WindowOptions()
        expected.themePath = "t.json"
        expected.size = Size(width: 640, height: 480)
        expected.language = "de"
        expected.logPath = "log.jsonl"
        expected.headless = true
        expected.frames = 3
        expected.screenshotPath = "out.png"
        expected.pixelDensity = 2
        #expect(command == .window(expected))
    }

    @Test func a11yTurnsTheBridgeOnAsTheEnvironmentDoes() throws {
        var expected = WindowOptions()
        expected.accessibility = true
        #expect(try CommandParser.parse(["--a11y"]) == .window(expected))
        #expect(PlaygroundApp.wantsAccessibility(flag: true, environment: [:]))
        #expect(PlaygroundApp.wantsAccessibility(flag: false, environment: ["SWITCHYARD_A11Y": "1"]))
        #expect(!PlaygroundApp.wantsAccessibility(flag: false, environment: ["SWITCHYARD_A11Y": "0"]))
        #expect(!PlaygroundApp.wantsAccessibility(flag: false, environment: [:]), "off unless asked: costs nothing")
    }

    @Test func sizeLimitsAreInclusive() throws {
        #expect(try CommandParser.parseSize("1x1") == Size(width: 1, height: 1))
        #expect(try CommandParser.parseSize("8192x8192") == Size(width: 8192, height: 8192))
        #expect(CommandParser.maxWindowSide == 8192)
    }

    @Test func recordTakesOutAndWindowOptions() throws {
        var options = WindowOptions()
        options.size = Size(width: 800, height: 600)
        #expect(
            try CommandParser.parse(["record", "--out", "s.jsonl", "--size", "800x600"])
                == .record(options, out: "s.jsonl"))
        #expect(try CommandParser.parse(["record"]) == .record(WindowOptions(), out: nil))
        #expect(
            try CommandParser.parse(["record", "--out", "s.jsonl", "--force"])
                == .record(WindowOptions(), out: "s.jsonl", force: true))
    }

    @Test func touchStartsTheWindowAndTheRecorderInTouchModeAndIsNotAReplayOption() throws {
        var options = WindowOptions()
        options.touch = true
        #expect(try CommandParser.parse(["--touch"]) == .window(options))
        #expect(try CommandParser.parse(["record", "--touch", "--out", "t.jsonl"]) == .record(options, out: "t.jsonl"))
        #expect(throws: UsageError("replay: unknown option '--touch'")) {
            try CommandParser.parse(["replay", "a.jsonl", "--touch"])
        }
    }

    @Test func feedbackOptionsSetMuteVolumeAndReduceFeedback() throws {
        var options = WindowOptions()
        options.muted = true
        options.volume = 0.35
        options.reducesFeedback = true
        #expect(try CommandParser.parse(["--mute", "--volume", "35", "--reduce-feedback"]) == .window(options))
        options.muted = false
        options.reducesFeedback = false
        options.volume = 0
        #expect(try CommandParser.parse(["--volume", "0"]) == .window(options))
    }

    @Test func replayOptions() throws {
        var expected = ReplayOptions()
        expected.files = ["a.jsonl", "b.jsonl"]
        expected.headless = true
        expected.window.headless = true
        expected.speed = nil
        expected.update = true
        expected.strict = true
        expected.size = Size(width: 300, height: 200)
        expected.jobs = CommandParser.defaultJobs
        let command = try CommandParser.parse([
            "replay", "a.jsonl", "--headless", "--speed", "max", "--update", "--strict", "--size", "300x200", "b.jsonl",
        ])
        #expect(command == .replay(expected))
        var slow = ReplayOptions()
        slow.files = ["a.jsonl"]
        slow.speed = 0.5
        slow.jobs = CommandParser.defaultJobs
        #expect(try CommandParser.parse(["replay", "a.jsonl", "--speed", "0.5"]) == .replay(slow))
        slow.speed = 1000
        #expect(try CommandParser.parse(["replay", "a.jsonl", "--speed", "1000"]) == .replay(slow))
    }

    @Test func jobsShardAndCheckpointsParse() throws {
        var expected = ReplayOptions()
        expected.files = ["a.jsonl"]
        expected.jobs = 3
        expected.shard = ReplayShard(index: 2, count: 4)
        #expect(try CommandParser.parse(["replay", "a.jsonl", "--jobs", "3", "--shard", "2/4"]) == .replay(expected))
        var window = WindowOptions()
        window.checkpointSeconds = 0
        #expect(try CommandParser.parse(["record", "--checkpoint-every", "0"]) == .record(window, out: nil))
        window.checkpointSeconds = 0.5
        #expect(try CommandParser.parse(["--checkpoint-every", "0.5"]) == .window(window))
        #expect(WindowOptions().checkpointSeconds == 5)
    }

    @Test func validateTakesFiles() throws {
        #expect(try CommandParser.parse(["validate", "a.json", "b.jsonl"]) == .validate(["a.json", "b.jsonl"]))
        #expect(try CommandParser.parse(["validate", "--a11y", "a.json"]) == .validate(["a.json"], legibility: true))
        #expect(try CommandParser.parse(["validate", "a.json", "--a11y"]) == .validate(["a.json"], legibility: true))
        #expect(throws: UsageError.self) { try CommandParser.parse(["validate", "--a11y"]) }
    }

    @Test func benchHandsItsArgumentsToTheBench() throws {
        #expect(try CommandParser.parse(["bench"]) == .bench([]))
        #expect(
            try CommandParser.parse(["bench", "--only", "damage", "--help"]) == .bench(["--only", "damage", "--help"]))
    }

    @Test func helpOnEveryCommand() throws {
        #expect(try CommandParser.parse(["--help"]) == .help(Usage.main))
        #expect(try CommandParser.parse(["-h"]) == .help(Usage.main))
        #expect(try CommandParser.parse(["record", "--help"]) == .help(Usage.record))
        #expect(try CommandParser.parse(["replay", "--help"]) == .help(Usage.replay))
        #expect(try CommandParser.parse(["validate", "--help"]) == .help(Usage.validate))
    }

    @Test func versionOnEveryCommand() throws {
        for command in [[], ["record"], ["replay", "f.jsonl"], ["validate"], ["sheet"], ["bench"], ["keys"]] {
            #expect(try CommandParser.parse(command + ["--version"]) == .version, "\(command)")
        }
        #expect(try CommandParser.parse(["replay", "--version", "--help"]) == .help(Usage.replay))
        #expect(Playground.version.split(separator: ".").count == 3)
        #expect(Usage.main.contains("--renderer software|opengl"))
    }
}
