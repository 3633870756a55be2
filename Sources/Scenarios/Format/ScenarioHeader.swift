import SceneGraph

/// A window's size in device pixels.
package struct PixelSize: Hashable, Sendable {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// The theme a scenario was recorded with: its path (as the recorder was given it) and the SHA-256 of
/// its bytes, so a replay can warn when the theme changed since.
package struct ScenarioThemeReference: Hashable, Sendable {
    package var path: String
    /// Lower-case hex SHA-256 of the theme file; nil when unknown (the theme is then not checked).
    package var sha256: String?

    package init(path: String, sha256: String?) {
        self.path = path
        self.sha256 = sha256
    }

    /// True for 64 lower-case hex digits, the form `SHA256.hexDigest` writes.
    static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}

/// A switch's state when the scenario starts.
package struct ScenarioInitialState: Hashable, Sendable {
    package var isOn: Bool
    package var isEnabled: Bool

    package init(isOn: Bool, isEnabled: Bool = true) {
        self.isOn = isOn
        self.isEnabled = isEnabled
    }
}

/// The first line of a scenario: everything a host needs to rebuild the scene the recording started from.
package struct ScenarioHeader: Hashable, Sendable {
    /// The value of the header's `format` key.
    package static let formatName = "switchyard-scenario"
    /// The newest file version this build reads and the one it writes.
    package static let currentVersion = 2
    /// Ticks per second of the virtual clock; the only rate version 1 allows.
    package static let tickRate = 60

    package var windowPoints: Size
    package var windowPixels: PixelSize
    package var theme: ScenarioThemeReference
    /// Every switch's state at tick 0, by switch id.
    package var initial: [String: ScenarioInitialState]

    package init(
        windowPoints: Size, windowPixels: PixelSize, theme: ScenarioThemeReference,
        initial: [String: ScenarioInitialState]
    ) {
        self.windowPoints = windowPoints
        self.windowPixels = windowPixels
        self.theme = theme
        self.initial = initial
    }

    /// Device pixels per point of the recorded window (the larger of the two axes' ratios).
    package var pixelDensity: Double {
        guard windowPoints.width > 0, windowPoints.height > 0 else { return 1 }
        return max(Double(windowPixels.width) / windowPoints.width, Double(windowPixels.height) / windowPoints.height)
    }

    /// The scene clock's time at `tick`, computed the one way every host must use so that replays are
    /// bit-for-bit stable: `Double(tick) / 60`.
    package static func time(atTick tick: Int) -> Double {
        Double(tick) / Double(tickRate)
    }
}
