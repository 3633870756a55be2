/// Mean, median and 99th percentile of a set of samples (nearest-rank percentiles), in the samples' unit.
struct Summary: Equatable, Sendable {
    var count: Int
    var mean: Double
    var median: Double
    var p99: Double

    init(_ samples: [Double]) {
        let sorted = samples.filter(\.isFinite).sorted()
        count = sorted.count
        mean = sorted.isEmpty ? .nan : sorted.reduce(0, +) / Double(sorted.count)
        median = Self.rank(sorted, 0.5)
        p99 = Self.rank(sorted, 0.99)
    }

    /// The nearest-rank value at `fraction` of `sorted`; NaN when there is none.
    static func rank(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let index = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, index))]
    }

    /// True when every figure is a finite number (at least one sample).
    var isFinite: Bool { count > 0 && mean.isFinite && median.isFinite && p99.isFinite }
}
