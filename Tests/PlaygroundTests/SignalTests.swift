import Foundation
import TestSupport
import Testing

@testable import Playground

/// Every signal that asks a run to end stops a headless run cleanly: exit 0 and the log's `quit` line.
@Suite struct SignalTests {
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func aQuitSignalStopsAHeadlessRunCleanly(_ number: Int32) throws {
        let folder = try TestFolder()
        let log = folder.path("log.jsonl")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try SwitchyardProcess.executablePath())
        process.arguments = ["--headless", "--frames", "100000", "--log", log]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["SWITCHYARD_ASSETS"] = Repository.assets
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let read = { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
        #expect(eventually { read().contains(#""started""#) }, "the run never started")
        try #require(process.isRunning, "the run ended before the signal")
        kill(process.processIdentifier, number)
        #expect(eventually { !process.isRunning }, "signal \(number) did not stop the run")
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        let last = read().split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.contains(#""quit""#), "last log line: \(last)")
    }
}
