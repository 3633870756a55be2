import Foundation

/// Runs the built `switchyard` executable, which SwiftPM puts in the same folder as the test bundle.
struct SwitchyardProcess {
    /// What a finished run printed and returned.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String

        /// The non-empty lines on stderr.
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// The executable beside the running test binary (`/proc/self/exe`).
    static func executablePath() throws -> String {
        let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent("switchyard").path
    }

    /// A process for `switchyard arguments...` with the dummy video driver and the shipped assets, not
    /// started yet; `SDL_AUDIODRIVER` is `audioDriver` or unset (a test capturing audio in this process
    /// sets it for a moment, and no child should inherit that).
    static func process(_ arguments: [String], audioDriver: String? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executablePath())
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["SWITCHYARD_ASSETS"] = Repository.assets
        environment["SDL_AUDIODRIVER"] = audioDriver
        environment["SDL_DISKAUDIOFILE"] = nil
        process.environment = environment
        return process
    }

    /// Runs `switchyard arguments...` (with `SDL_AUDIODRIVER` set to `audioDriver`, if any) and waits for it.
    static func run(_ arguments: [String], audioDriver: String? = nil) throws -> Result {
        let process = try process(arguments, audioDriver: audioDriver)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
