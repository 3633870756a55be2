import Foundation
import JSONKit
import SDLKit
import Scenarios
import SceneGraph
import Themes

/// Turns argv into a `Command`, or a `UsageError` that names the offending argument.
public enum CommandParser {
    /// The largest window side accepted, in points: beyond SDL's software renderer's texture limit.
    public static let maxWindowSide = 8192

    /// Parses the arguments after the program name.
    public static func parse(_ args: [String]) throws(UsageError) -> Command {
        var rest = ArraySlice(args)
        guard let first = rest.first else { return .window(WindowOptions()) }
        // `--version` works on every command, as `--help` does (which wins when both are given).
        if args.contains("--version"), !wantsHelp(args) { return .version }
        switch first {
        case "record":
            rest.removeFirst()
            var out: String?
            var force = false
            var snapshots = false
            var options = try parseWindow(&rest, command: "record") { (flag, rest) throws(UsageError) -> Bool in
                if flag == "--force" {
                    force = true
                    return true
                }
                if flag == "--snapshots" {
                    snapshots = true
                    return true
                }
                guard flag == "--out" else { return false }
                out = try path(of: flag, &rest)
                return true
            }
            options.keepsSnapshots = snapshots
            return wantsHelp(args) ? .help(Usage.record) : .record(options, out: out, force: force)
        case "replay":
            rest.removeFirst()
            return try parseReplay(&rest, all: args)
        case "validate":
            rest.removeFirst()
            if wantsHelp(args) { return .help(Usage.validate) }
            let legibility = rest.contains("--a11y")
            let files = rest.filter { $0 != "--a11y" }
            if let flag = files.first(where: { $0.hasPrefix("-") }) {
                throw UsageError("validate: unknown option '\(Excerpt.plain(flag))'")
            }
            guard !files.isEmpty else { throw UsageError("validate: name at least one theme or scenario file") }
            for file in files { try checkPath(file, of: "validate") }
            return .validate(files, legibility: legibility)
        case "keys":
            rest.removeFirst()
            if wantsHelp(args) { return .help(Usage.keys) }
            let markdown = rest.first == "--markdown"
            if let extra = rest.dropFirst(markdown ? 1 : 0).first {
                throw UsageError("keys: unknown argument '\(Excerpt.plain(extra))'")
            }
            return .keys(markdown: markdown)
        case "bench":
            rest.removeFirst()
            return .bench(Array(rest))
        case "sheet":
            rest.removeFirst()
            return try parseSheet(&rest, all: args)
        case "new-theme":
            rest.removeFirst()
            if wantsHelp(args) { return .help(Usage.newTheme) }
            guard let name = rest.popFirst() else {
                throw UsageError("new-theme: name the theme, like new-theme my-switches")
            }
            if let extra = rest.first { throw UsageError("new-theme: unknown argument '\(Excerpt.plain(extra))'") }
            guard !name.isEmpty, !name.hasPrefix("-"), !name.contains("/"), !name.contains("\0"), name != ".",
                name != ".."
            else {
                throw UsageError(
                    "new-theme: the name '\(Excerpt.plain(name))' must be a file name (no '/', not starting with '-')")
            }
            return .newTheme(name: name)
        default:
            if wantsHelp(args) { return .help(Usage.main) }
            let options = try parseWindow(&rest, command: nil) { (_, _) throws(UsageError) -> Bool in false }
            return .window(options)
        }
    }

    package static func wantsHelp(_ args: [String]) -> Bool {
        args.contains("--help") || args.contains("-h")
    }

    package static func value(of flag: String, _ rest: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let v = rest.popFirst(), !v.hasPrefix("--") else {
            throw UsageError("\(flag) needs a value")
        }
        return v
    }

    /// The value of `flag`, a file's path.
    package static func path(of flag: String, _ rest: inout ArraySlice<String>) throws(UsageError) -> String {
        let path = try value(of: flag, &rest)
        try checkPath(path, of: flag)
        return path
    }

    /// Refuses a path that can name no file (empty, or holding a NUL) with a usage error naming `what`, the
    /// flag or command it was given to, before anything is read or written.
    static func checkPath(_ path: String, of what: String) throws(UsageError) {
        if path.isEmpty { throw UsageError("\(what): the path is empty") }
        if path.utf8.contains(0) {
            throw UsageError("\(what): the path \(Excerpt.quoted(path)) holds a NUL character")
        }
    }

    private static func parseWindow(
        _ rest: inout ArraySlice<String>, command: String?,
        extra: (String, inout ArraySlice<String>) throws(UsageError) -> Bool
    ) throws(UsageError) -> WindowOptions {
        var o = WindowOptions()
        var densityGiven = false
        while let flag = rest.popFirst() {
            if flag == "--help" || flag == "-h" { continue }
            if try extra(flag, &rest) { continue }
            if flag == "--touch" {
                o.touch = true
                continue
            }
            if flag == "--audio" {
                o.headlessAudio = true
                continue
            }
            if flag == "--mute" {
                o.muted = true
                continue
            }
            if flag == "--volume" {
                o.volume = try parseVolume(try value(of: flag, &rest))
                continue
            }
            if flag == "--a11y" {
                o.accessibility = true
                continue
            }
            if flag == "--reduce-feedback" {
                o.reducesFeedback = true
                continue
            }
            if flag == "--checkpoint-every" {
                o.checkpointSeconds = try parseCheckpointSeconds(try value(of: flag, &rest))
                continue
            }
            if flag == "--density" { densityGiven = true }
            if flag == "--reduce-motion" {
                if command == "record" {
                    throw UsageError("record: --reduce-motion cannot be recorded (scenarios replay with motion)")
                }
                o.reducesMotion = true
                continue
            }
            if try parseWindowFlag(flag, &rest, into: &o) { continue }
            let prefix = command.map { "\($0): " } ?? ""
            throw UsageError("\(prefix)unknown option '\(Excerpt.plain(flag))'")
        }
        if o.headless {
            guard o.frames != nil else { throw UsageError("--headless needs --frames N") }
            if let problem = PixelLimits.problem(points: o.size.width, o.size.height, density: o.pixelDensity) {
                let size = "\(Int(o.size.width))x\(Int(o.size.height))"
                throw UsageError("--size \(size) at --density \(PixelLimits.format(o.pixelDensity)): \(problem)")
            }
        } else if o.screenshotPath != nil {
            throw UsageError("--screenshot goes with --headless (press P in the window for a screenshot)")
        } else if densityGiven {
            throw UsageError("--density goes with --headless (a window takes its display's pixel density)")
        }
        return o
    }

    /// Parses one flag shared by every window-like command; false when `flag` is not one of them.
    private static func parseWindowFlag(
        _ flag: String, _ rest: inout ArraySlice<String>, into o: inout WindowOptions
    ) throws(UsageError) -> Bool {
        switch flag {
        case "--theme": o.themePath = try path(of: flag, &rest)
        case "--size": o.size = try parseSize(try value(of: flag, &rest))
        case "--lang": o.language = try parseLanguage(try value(of: flag, &rest))
        case "--log": o.logPath = try path(of: flag, &rest)
        case "--headless": o.headless = true
        case "--frames": o.frames = try parseCount(try value(of: flag, &rest), flag: flag, range: 1...10_000_000)
        case "--screenshot": o.screenshotPath = try path(of: flag, &rest)
        case "--density": o.pixelDensity = try parseDensity(try value(of: flag, &rest))
        default: return false
        }
        return true
    }

    /// Parses `--density`: pixels per point, from 1 to 4.
    private static func parseDensity(_ text: String) throws(UsageError) -> Double {
        guard let d = Double(text), d.isFinite, d >= 1, d <= 4 else {
            throw UsageError("--density takes a number from 1 to 4, got '\(Excerpt.plain(text))'")
        }
        return d
    }

    /// The largest `switchyard sheet --zoom`.
    public static let maxZoom = 8

    private static func parseSheet(_ rest: inout ArraySlice<String>, all: [String]) throws(UsageError) -> Command {
        if wantsHelp(all) { return .help(Usage.sheet) }
        var theme: String?
        var out: String?
        var density = 1.0
        var zoom = 1
        var language: String?
        var simulation: ColorVision?
        while let arg = rest.popFirst() {
            switch arg {
            case "--simulate": simulation = try parseSimulation(try value(of: arg, &rest))
            case "--theme": theme = try path(of: arg, &rest)
            case "--out": out = try path(of: arg, &rest)
            case "--density": density = try parseDensity(try value(of: arg, &rest))
            case "--zoom": zoom = try parseCount(try value(of: arg, &rest), flag: arg, range: 1...maxZoom)
            case "--lang": language = try parseLanguage(try value(of: arg, &rest))
            default: throw UsageError("sheet: unknown option '\(Excerpt.plain(arg))'")
            }
        }
        guard let theme else { throw UsageError("sheet: name the theme with --theme FILE") }
        guard let out else { throw UsageError("sheet: name the PNG to write with --out FILE") }
        var options = SheetOptions(themePath: theme, out: out)
        options.density = density
        options.zoom = zoom
        options.language = language
        options.simulation = simulation
        return .sheet(options)
    }

    /// Parses `--simulate`: one of `ColorVision`'s names.
    private static func parseSimulation(_ text: String) throws(UsageError) -> ColorVision {
        guard let viewer = ColorVision(rawValue: text) else {
            throw UsageError("--simulate takes one of \(ColorVision.names), got '\(Excerpt.plain(text))'")
        }
        return viewer
    }

    /// The most `replay --jobs` accepted: worker processes beyond this only compete for the same cores.
    public static let maxJobs = 256

    /// `replay --jobs` when not given: the number of cores (at most `maxJobs`).
    public static var defaultJobs: Int { min(max(1, ProcessInfo.processInfo.activeProcessorCount), maxJobs) }

    /// Parses `--checkpoint-every S`: seconds from 0 (no periodic checkpoints) to an hour, like 5 or 0.5.
    public static func parseCheckpointSeconds(_ text: String) throws(UsageError) -> Double {
        let most = ScenarioCheckpoints.maxSeconds
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds <= most else {
            throw UsageError(
                "--checkpoint-every takes seconds from 0 (off) to \(Int(most)), like 5 or 0.5, got '\(Excerpt.plain(text))'"
            )
        }
        return seconds
    }

    /// Parses `--volume`'s percentage, a whole number from 0 to 100, as a fraction of full volume.
    public static func parseVolume(_ text: String) throws(UsageError) -> Double {
        guard let percent = Int(text), (0...100).contains(percent) else {
            throw UsageError("--volume takes a percentage from 0 to 100, like 50, got '\(Excerpt.plain(text))'")
        }
        return Double(percent) / 100
    }

    /// Parses `WxH` in points, each side from 1 to `maxWindowSide`.
    public static func parseSize(_ text: String) throws(UsageError) -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw UsageError("--size takes WxH in points, like 1280x800, got '\(Excerpt.plain(text))'")
        }
        guard (1...maxWindowSide).contains(w), (1...maxWindowSide).contains(h) else {
            throw UsageError("--size \(text): each side must be from 1 to \(maxWindowSide) points")
        }
        return Size(width: Double(w), height: Double(h))
    }

    /// The longest `--lang` value: a BCP 47 language tag's longest useful form.
    public static let maxLanguageTagLength = 35

    /// Checks a `--lang` value: a language tag such as `de` or `pt_BR` (ASCII letters, digits, `-` and `_`,
    /// 1 to `maxLanguageTagLength` characters); anything else (a path such as `../../etc`) is refused.
    public static func parseLanguage(_ text: String) throws(UsageError) -> String {
        let allowed = text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_")
        }
        guard allowed, (1...maxLanguageTagLength).contains(text.utf8.count) else {
            throw UsageError(
                "--lang takes a language tag like de or pt_BR (letters, digits, '-' and '_', at most "
                    + "\(maxLanguageTagLength)), got '\(Excerpt.plain(text))'")
        }
        return text
    }

    package static func parseCount(_ text: String, flag: String, range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let n = Int(text), range.contains(n) else {
            throw UsageError(
                "\(flag) takes a whole number from \(range.lowerBound) to \(range.upperBound), got '\(Excerpt.plain(text))'"
            )
        }
        return n
    }

    private static func parseReplay(_ rest: inout ArraySlice<String>, all: [String]) throws(UsageError) -> Command {
        if wantsHelp(all) { return .help(Usage.replay) }
        var o = ReplayOptions()
        var jobsGiven = false
        while let arg = rest.popFirst() {
            switch arg {
            case "--headless": o.headless = true
            case "--update": o.update = true
            case "--strict": o.strict = true
            case "--size": o.size = try parseSize(try value(of: arg, &rest))
            case "--junit": o.junitPath = try path(of: arg, &rest)
            case "--snapshots": o.keepsSnapshots = true
            case "--artifacts": o.artifactsPath = try path(of: arg, &rest)
            case "--exit-at-end": o.exitsAtEnd = true
            case "--jobs":
                jobsGiven = true
                o.jobs = try parseCount(try value(of: arg, &rest), flag: arg, range: 1...maxJobs)
            case "--shard":
                o.shard = try ReplayShard.parse(try value(of: arg, &rest))
            case "--worker":
                let parent = try parseCount(try value(of: arg, &rest), flag: arg, range: 1...Int(Int32.max))
                o.workerOf = Int32(parent)
            case "--speed":
                let text = try value(of: arg, &rest)
                if text == "max" {
                    o.speed = nil
                } else if let s = Double(text), s.isFinite, s > 0, s <= 1000 {
                    o.speed = s
                } else {
                    throw UsageError(
                        "--speed takes a number above 0 up to 1000, or 'max', got '\(Excerpt.plain(text))'")
                }
            default:
                if arg.hasPrefix("-") {
                    if try parseWindowFlag(arg, &rest, into: &o.window) { continue }
                    throw UsageError("replay: unknown option '\(Excerpt.plain(arg))'")
                }
                try checkPath(arg, of: "replay")
                o.files.append(arg)
            }
        }
        guard !o.files.isEmpty || o.workerOf != nil else { throw UsageError("replay: name at least one scenario file") }
        if !jobsGiven { o.jobs = defaultJobs }
        if o.keepsSnapshots, !(o.update && o.headless) {
            throw UsageError(
                "--snapshots goes with --update --headless (a failing replay compares with the kept snapshots "
                    + "through --artifacts DIR)")
        }
        if o.artifactsPath != nil, !o.headless {
            throw UsageError("--artifacts goes with --headless (snapshots are drawn by the software renderer)")
        }
        o.window.headless = o.headless
        return .replay(o)
    }
}
