import Foundation

guard let arguments = Arguments(Array(CommandLine.arguments.dropFirst())) else {
    print(
        "usage: swift-settings [--theme FILE] [--headless] [--frames N] [--tap ID] [--screenshot OUT.png]"
            + " [--compare GOLDEN.png]")
    exit(2)
}
do {
    try SettingsScreen(arguments).run()
} catch {
    FileHandle.standardError.write(Data("swift-settings: \(error)\n".utf8))
    exit(1)
}
