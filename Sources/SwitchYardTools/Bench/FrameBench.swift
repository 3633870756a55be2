/// The frame-time comparison for one switch count: SwitchYard and the C baseline draw the same frames,
/// in alternating batches (C, C tinting every part, C pre-colouring, SwitchYard, C, ...), so a busy
/// machine slows all alike.
struct FrameBench {
    /// Per-phase summaries of one side, in milliseconds, with the steady-state costs SwitchYard counts.
    struct Side: Sendable {
        var update: Summary
        var build: Summary
        var playback: Summary
        var total: Summary
        var allocationsMedian: Double
        var allocationsMax: UInt64
        /// Median allocations per frame in update, build and playback.
        var allocationsByPhase: (update: Double, build: Double, playback: Double)
        var textRendersTotal: Int

        init(_ samples: [FrameSample]) {
            func ms(_ pick: (FrameSample) -> UInt64) -> Summary {
                Summary(samples.map { Double(pick($0)) / 1e6 })
            }
            update = ms(\.update)
            build = ms(\.build)
            playback = ms(\.playback)
            total = ms(\.total)
            allocationsMedian = Summary(samples.map { Double($0.allocations) }).median
            allocationsMax = samples.map(\.allocations).max() ?? 0
            func median(_ pick: (FrameSample) -> UInt64) -> Double { Summary(samples.map { Double(pick($0)) }).median }
            allocationsByPhase = (
                median(\.updateAllocations), median(\.buildAllocations), median(\.playbackAllocations)
            )
            textRendersTotal = samples.reduce(0) { $0 + $1.textRenders }
        }
    }

    struct Result: Sendable {
        var switches: Int
        var frames: Int
        var swift: Side
        var baseline: Side
        /// The baseline tinting a white mask for every part (`--modulated`): the SDL calls SwitchYard's
        /// player made before it pre-coloured.
        var sameCalls: Side
        /// The baseline pre-colouring repeated track colours as SwitchYard's player does (`--precolored`).
        var precolored: Side

        /// SwitchYard's median frame time over the baseline's: below 1 is faster than C.
        var ratio: Double { swift.total.median / baseline.total.median }
        /// SwitchYard's median frame time over that of C tinting every part.
        var sameCallsRatio: Double { swift.total.median / sameCalls.total.median }
        /// SwitchYard's median frame time over that of C doing the same work (pre-colouring repeated
        /// colours): the fair ratio.
        var precoloredRatio: Double { swift.total.median / precolored.total.median }
        /// Update plus draw-list build per switch, in microseconds (median frame).
        var ownMicrosecondsPerSwitch: Double {
            (swift.update.median + swift.build.median) * 1000 / Double(max(1, switches))
        }
    }

    let runner: SwiftFrameRunner
    let baseline: BaselineProcess
    /// Frames drawn before measuring: a full toggle cycle, so every switch moves and every cache is warm.
    var warmup = 2 * BenchScene.framesPerToggle
    var rounds = 4

    /// Measures `frames` frames of `count` switches per side, in `rounds` alternating batches.
    func run(count: Int, frames: Int) throws -> Result {
        let bench = try BenchScene(count: count, engine: runner.engine)
        _ = try runner.run(bench, first: 0, frames: warmup)
        var swiftSamples: [FrameSample] = []
        var baselineSamples: [FrameSample] = []
        var sameCallSamples: [FrameSample] = []
        var precoloredSamples: [FrameSample] = []
        var first = warmup
        let rounds = max(1, min(rounds, frames))
        for round in 0..<rounds {
            let batch = frames / rounds + (round < frames % rounds ? 1 : 0)
            let cWarmup = min(first, BenchScene.framesPerToggle)
            baselineSamples += try baseline.run(count: count, first: first - cWarmup, frames: batch, warmup: cWarmup)
            sameCallSamples += try baseline.run(
                count: count, first: first - cWarmup, frames: batch, warmup: cWarmup, way: .modulated)
            precoloredSamples += try baseline.run(
                count: count, first: first - cWarmup, frames: batch, warmup: cWarmup, way: .precolored)
            swiftSamples += try runner.run(bench, first: first, frames: batch)
            first += batch
        }
        return Result(
            switches: count, frames: frames, swift: Side(swiftSamples), baseline: Side(baselineSamples),
            sameCalls: Side(sameCallSamples), precolored: Side(precoloredSamples))
    }
}
