/// A frame check the player made: the `expect` line's place, the snapshot name of the check (its tick, then
/// `-2`, `-3`, ... for more checks at that tick) and the hashes it compared.
package struct ScenarioFrameCheck: Hashable, Sendable {
    /// The tick the check ran at.
    package var tick: Int
    /// The `expect` line's number in the file.
    package var line: Int
    /// The check's name in a snapshot folder (`SnapshotFolder.name`).
    package var name: String
    /// The hash the file expects.
    package var expected: FrameHash
    /// The hash of the frame the replay drew.
    package var actual: FrameHash

    /// A check at `tick` on `line`, named `name`.
    package init(tick: Int, line: Int, name: String, expected: FrameHash, actual: FrameHash) {
        self.tick = tick
        self.line = line
        self.name = name
        self.expected = expected
        self.actual = actual
    }

    /// True when the frame is the expected one.
    package var passed: Bool { expected == actual }
}

/// Told of every frame check right after it is made, while the host still shows that frame: the replay keeps
/// snapshots or writes artifacts from here. It never changes the verdict; what it returns is added under the
/// check's failure line (where the artifacts went).
package protocol ScenarioFrameObserver: AnyObject {
    /// Called for every `expect` line with a frame hash that was compared (not when the view size differs
    /// from the recording's); returns lines to add under a failed check's frame line (none for a passed one).
    func frameChecked(_ check: ScenarioFrameCheck) -> [String]
}
