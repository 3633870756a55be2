import CSwitchYardVersion

/// The `switchyard` program: parses the command line and runs the command, returning the exit code
/// (0 ok, 1 a check or validation failed, 2 usage, 3 runtime). `bench` runs the tools module's bench,
/// which sits above the app (it measures the app's idle window too).
public enum Playground {
    public static func main(_ arguments: [String], bench: ([String]) -> Int32) -> Int32 {
        StartupTimes.entry = StartupTimes.now()
        let command: Command
        do {
            command = try CommandParser.parse(Array(arguments.dropFirst()))
        } catch {
            Diagnostics.raw(error.description)
            return 2
        }
        switch command {
        case .help(let text):
            print(text)
            return 0
        case .validate(let files, let legibility):
            return ValidateCommand.run(files, legibility: legibility)
        case .sheet(let options):
            return SheetCommand.run(options)
        case .window(let options):
            return runApp(options, recordTo: nil, replacing: false)
        case .record(let options, let out, let force):
            return runApp(options, recordTo: out ?? RecordingSession.defaultPath(), replacing: force)
        case .replay(let options):
            return ReplayCommand.run(options)
        case .bench(let arguments):
            return bench(arguments)
        case .version:
            print("switchyard \(version)")
            return 0
        case .newTheme(let name):
            return NewThemeCommand.run(name: name)
        case .keys(let markdown):
            print(markdown ? KeyMap.markdown() : KeyMap.text())
            return 0
        }
    }

    /// `0.1.0`: SwitchYard's version, from include/switchyard.h (`SY_VERSION_*`), the one place it is defined.
    static let version = "\(SY_VERSION_MAJOR).\(SY_VERSION_MINOR).\(SY_VERSION_PATCH)"

    private static func runApp(_ options: WindowOptions, recordTo: String?, replacing: Bool) -> Int32 {
        do {
            let app = try PlaygroundApp(options: options, recordTo: recordTo, replacingRecording: replacing)
            return app.run()
        } catch {
            Diagnostics.error(error)
            return 3
        }
    }
}
