import Foundation
import TestSupport
import Testing

/// Near the file-descriptor limit the program says so and runs without live reload, rather than dying in
/// libdispatch (SIGILL in `_dispatch_epoll_init`, exit 132) when the theme watcher starts: the watcher has a
/// thread of its own and still needs descriptors for its wake-up pipe, inotify and the files it reads.
@Suite struct DescriptorLimitTests {
    /// Runs `switchyard arguments...` from a shell that closes every descriptor but the standard three (the
    /// test runner's own may be inherited) and lowers `ulimit -n` to `limit`.
    private func run(limit: Int, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let script = """
            for fd in /proc/$$/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done
            ulimit -n \(limit) && exec "$0" "$@"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, try SwitchyardProcess.executablePath()] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["SWITCHYARD_ASSETS"] = Repository.assets
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }

    @Test(arguments: [10, 11, 12, 13])
    func aHeadlessRunNearTheLimitWarnsAndRunsWithoutLiveReload(_ limit: Int) throws {
        let result = try run(limit: limit, ["--headless", "--frames", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(
            lines.first?.hasSuffix(
                "default.json: live reload is off: fewer than 5 file descriptors are free (Too many open files; "
                    + "the limit is \(limit) open files (ulimit -n))") == true, "\(result.stderr)")
    }

    @Test func withDescriptorsToSpareLiveReloadRunsAndNothingIsSaid() throws {
        let result = try run(limit: 64, ["--headless", "--frames", "3"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
