/// What a soak run found: the work done, the invariant violations, and the memory samples.
struct SoakReport {
    var options: SoakOptions
    var events: Int
    var themeLoads: Int
    var stateChanges: Int
    var valueChanges: Int
    /// The first violations, each with its frame.
    var violations: [String]
    var violationCount: Int
    var samples: [SoakSample]

    /// The samples after the first quarter of the run (warm-up: every theme met, caches filled).
    var settled: ArraySlice<SoakSample> { samples.dropFirst(samples.count / 4) }

    /// Growth of the resident set from the first settled sample to the largest later one, in bytes.
    var residentGrowth: Int {
        guard let first = settled.first else { return 0 }
        return (settled.map(\.residentBytes).max() ?? first.residentBytes) - first.residentBytes
    }

    /// The summary lines `switchyard-soak` prints.
    var lines: [String] {
        func range(_ values: [Int]) -> String {
            guard let low = values.min(), let high = values.max() else { return "-" }
            return low == high ? "\(low)" : "\(low)...\(high)"
        }
        let settled = Array(self.settled)
        return [
            "soak: \(options.frames) frames, seed \(options.seed), \(events) events, \(themeLoads) theme loads, "
                + "\(stateChanges) state changes, \(valueChanges) value changes",
            "soak: after warm-up (\(settled.count) samples): textures \(range(settled.map(\.textures))), "
                + "images \(range(settled.map(\.images))), texts \(range(settled.map(\.texts))), "
                + "rss growth \(residentGrowth / 1024) KiB",
            violationCount == 0
                ? "soak: every invariant held"
                : "soak: \(violationCount) invariant violations; the first:\n" + violations.joined(separator: "\n"),
        ]
    }
}
