import SceneGraph

/// What one SDL event means to the playground: input for the scene, or a command for the app.
enum AppEvent: Equatable {
    case input(InputEvent)
    case quit
    case resized
    case densityChanged
    case renderTargetsReset
    case command(AppCommand)
}

/// The playground's own keys (README.md "In the window").
enum AppCommand: Equatable {
    case toggleRecording
    case screenshot
    case nextTheme
    case toggleFrameStats
    case toggleHelp
}
