/// A ring of recent frame times with their mean and 99th percentile, in milliseconds. Samples stay in the
/// slot they were written to, so a graph can draw slot by slot and redraw only the slots that change.
package struct FrameStats {
    static let capacity = 120
    package private(set) var samples: [Double] = []
    private var next = 0

    /// The slot the next sample goes to: past the newest, on the oldest once the ring is full.
    var nextSlot: Int { next }

    /// Writes a sample over the oldest; false (nothing kept) for a negative or non-finite time.
    @discardableResult
    mutating func add(_ milliseconds: Double) -> Bool {
        guard milliseconds.isFinite, milliseconds >= 0 else { return false }
        if samples.count < Self.capacity {
            samples.append(milliseconds)
        } else {
            samples[next] = milliseconds
        }
        next = (next + 1) % Self.capacity
        return true
    }

    var mean: Double { samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count) }

    var p99: Double { Self.percentile(samples, 0.99) }

    /// The value at `fraction` of the sorted samples (nearest rank).
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(0, rank), sorted.count - 1)]
    }
}
