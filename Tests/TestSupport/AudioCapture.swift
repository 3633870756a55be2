import Foundation

/// SDL's `disk` audio driver for tests, one test at a time in the whole test process: the driver and its
/// file are read from the environment, which every suite shares, so two tests capturing at once would
/// write into each other's files.
public enum AudioCapture {
    private static let lock = NSLock()

    /// Runs `body` with `SDL_AUDIODRIVER=disk` and `SDL_DISKAUDIOFILE=file`, holding the process-wide lock,
    /// and clears both afterwards. Whatever opens an audio device in `body` must close it before it returns.
    public static func withDiskDriver<Result>(writingTo file: String, _ body: () throws -> Result) rethrows
        -> Result
    {
        lock.lock()
        defer { lock.unlock() }
        setenv("SDL_AUDIODRIVER", "disk", 1)
        setenv("SDL_DISKAUDIOFILE", file, 1)
        defer {
            unsetenv("SDL_AUDIODRIVER")
            unsetenv("SDL_DISKAUDIOFILE")
        }
        return try body()
    }
}
