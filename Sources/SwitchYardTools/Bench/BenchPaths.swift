import Foundation
import JSONKit

/// Where the bench finds its sibling programs, and how it runs them.
enum BenchPaths {
    /// The folder of the running executable: the build folder that also holds `switchyard-baseline`
    /// (and, under `swift test`, the test bundle's folder, which is the same one).
    static func executableFolder() -> String {
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return FilePaths.parent(path)
    }

    /// The `switchyard` executable next to the running one, or nil when there is none.
    static func switchyardExecutable() -> String? {
        let path = executableFolder() + "/switchyard"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// What a finished child process printed and how it ended.
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `executable` with `arguments` to completion and collects its output.
    static func runProcess(_ executable: String, arguments: [String], environment: [String: String]? = nil)
        throws -> Output
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errors = ErrorCollector(err.fileHandleForReading)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, standardOutput: String(decoding: data, as: UTF8.self),
            standardError: errors.text())
    }
}

/// Reads a pipe to its end on another thread, so a child that fills both stdout and stderr cannot block.
private final class ErrorCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let read = handle.readDataToEndOfFile()
            lock.lock()
            data = read
            lock.unlock()
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
