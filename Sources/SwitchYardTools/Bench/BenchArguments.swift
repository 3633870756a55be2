import Foundation
import JSONKit
import Playground

/// `switchyard bench`'s command line: its options, its usage text, and the entry point the `switchyard`
/// program hands the arguments after `bench` to.
enum BenchArguments {
    static let usage = """
        usage: switchyard bench [--switches N[,N...]] [--frames N] [--renderer software|opengl] [--json] [--quick]
                                [--chart OUT.png] [--only NAME[,NAME...]]
        Frame-time benchmark at 1280x800 with every switch animating, against a plain C SDL2 baseline
        (switchyard-baseline, built next to switchyard) drawing the fastest plain way, pre-colouring
        repeated colours as SwitchYard does, and tinting every part, run in alternating batches in the same
        run; prints median and p99 per phase, both ratios, allocations and SDL_ttf renders per frame, then
        hit-test, pacing, start-up, reload, replay, idle, embedded and inspector figures.
          --switches N[,N...]  switch counts (default 10,100,1000,10000)
          --frames N           measured frames per count and side (default 120)
          --renderer R         software (default: headless) or opengl (a window: needs a display with OpenGL)
          --json               machine-readable results
          --quick              a seconds-long smoke run (small counts, few frames)
          --chart OUT.png      draw the frame-time chart when frames ran, and the damage-region chart as
                               OUT-damage.png when damage ran
          --only NAME[,NAME...]  run only these measurements (default: all): frames, damage, window-damage,
                               hit-test, layout, pacing, startup, reload, replay, idle, embedded, inspector,
                               growth, guest; the table and --json carry only what ran (window-damage never runs
                               with --quick)
        """

    /// The options `arguments` (what follows `bench`) ask for, or nil for `--help`.
    static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions? {
        if CommandParser.wantsHelp(arguments) { return nil }
        var rest = arguments[...]
        var o = BenchOptions()
        while let arg = rest.popFirst() {
            switch arg {
            case "--switches":
                let text = try CommandParser.value(of: arg, &rest)
                var counts: [Int] = []
                for part in text.split(separator: ",") {
                    counts.append(try CommandParser.parseCount(String(part), flag: arg, range: 1...100_000))
                }
                guard !counts.isEmpty else { throw UsageError("--switches needs a number, like 1000 or 10,100") }
                o.switchCounts = counts
            case "--frames":
                o.frames = try CommandParser.parseCount(
                    try CommandParser.value(of: arg, &rest), flag: arg, range: 2...100_000)
            case "--json": o.json = true
            case "--quick": o.quick = true
            case "--chart": o.chartPath = try CommandParser.path(of: arg, &rest)
            case "--renderer":
                let name = try CommandParser.value(of: arg, &rest)
                guard let renderer = BenchOptions.Renderer(rawValue: name) else {
                    throw UsageError("--renderer takes software or opengl, got '\(Excerpt.plain(name))'")
                }
                o.renderer = renderer
            case "--only": o.measurements = try parseMeasurements(try CommandParser.value(of: arg, &rest))
            default: throw UsageError("bench: unknown option '\(Excerpt.plain(arg))'")
            }
        }
        if o.chartPath != nil, o.measurements.isDisjoint(with: [.frames, .damage]) {
            throw UsageError("--chart draws the frames and damage measurements: add one of them to --only")
        }
        return o
    }

    /// `--only NAME[,NAME...]`: the bench measurements named, each one of `BenchOptions.Measurement`.
    private static func parseMeasurements(_ text: String) throws(UsageError) -> Set<BenchOptions.Measurement> {
        var chosen = Set<BenchOptions.Measurement>()
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard let measurement = BenchOptions.Measurement(rawValue: name) else {
                throw UsageError(
                    "--only: unknown measurement '\(Excerpt.plain(name))' (valid: \(BenchOptions.Measurement.names))")
            }
            chosen.insert(measurement)
        }
        return chosen
    }
}
