import Testing

@testable import Playground

/// The workbench's command-line rules: `--reduce-motion`, and `--density` only where it has an effect.
@Suite struct WorkbenchCommandLineTests {
    @Test func reduceMotionIsAWindowAndHeadlessOption() throws {
        guard case .window(let window) = try CommandParser.parse(["--reduce-motion"]) else {
            Issue.record("not a window command")
            return
        }
        #expect(window.reducesMotion)
        let headless = try CommandParser.parse(["--headless", "--frames", "2", "--reduce-motion"])
        guard case .window(let options) = headless else {
            Issue.record("not a window command")
            return
        }
        #expect(options.reducesMotion && options.headless)
    }

    @Test(arguments: [
        RefusedCommandLine(
            ["--density", "2"], "--density goes with --headless (a window takes its display's pixel density)"),
        RefusedCommandLine(
            ["record", "--density", "2"],
            "--density goes with --headless (a window takes its display's pixel density)"),
        RefusedCommandLine(
            ["record", "--reduce-motion"], "record: --reduce-motion cannot be recorded (scenarios replay with motion)"),
        RefusedCommandLine(["replay", "a.jsonl", "--reduce-motion"], "replay: unknown option '--reduce-motion'"),
    ])
    func refused(_ line: RefusedCommandLine) {
        #expect(throws: UsageError(line.message)) { try CommandParser.parse(line.arguments) }
    }
}
