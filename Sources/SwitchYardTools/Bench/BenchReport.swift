import JSONKit
import Playground
import SceneGraph

/// Everything one `switchyard bench` run measured, printed as a table or as JSON; a measurement that did
/// not run (`--only`) is left out of both.
struct BenchReport: Sendable {
    var quick: Bool
    /// The renderer SwitchYard's frames were drawn with: `software` or `opengl`.
    var renderer: String
    /// The measurements this run was asked for.
    var measurements = Set(BenchOptions.Measurement.allCases)
    var frames: [FrameBench.Result] = []
    var hitTest: SceneBenchmarks.HitTestResult?
    /// Reflow and draw-list build of a gallery of switch-sized nodes (10,000; 1,000 with `--quick`).
    var layout: SceneBenchmarks.LayoutResult?
    var idle: IdleBench.Result?
    /// Lateness of each paced wake, milliseconds.
    var pacing: Summary?
    /// Spawn to exit of `switchyard --headless --frames 1`, milliseconds; nil when not found.
    var startup: StartupBench.Result?
    /// Close to loaded, milliseconds.
    var reload: Summary?
    var replay: ReplayBench.Result?
    /// The frame of a program embedding SwitchYard (the engine drawing as a guest).
    var embed: EmbedBench.Result?
    /// Frames redrawing only the damage regions against full redraws.
    var damage: [DamageBench.Case] = []
    /// The typical frame in a real window, per renderer, shown each way.
    var windowDamage: [WindowDamageBench.Result] = []
    /// The inspector's slider drag and write-back on the default gallery.
    var inspector: InspectorBench.Result?
    /// Adding, moving, clicking, tabbing and removing placed switches, per count.
    var growth: [GrowthBench.Result] = []
    /// A host's frame with SwitchYard as its guest, per switch count.
    var guest: [GuestBench.Result] = []

    static let frameMilliseconds = 1000.0 / 60

    /// Every measured figure, for checks that they are sane: finite and not negative.
    var figures: [Double] {
        var all: [Double] = []
        for r in frames {
            all += [r.sameCallsRatio, r.precoloredRatio]
            for side in [r.swift, r.baseline, r.sameCalls, r.precolored] {
                for s in [side.update, side.playback, side.total] { all += [s.mean, s.median, s.p99] }
            }
            all += [r.swift.build.mean, r.swift.build.median, r.swift.build.p99, r.ratio, r.ownMicrosecondsPerSwitch]
        }
        if let h = hitTest { all += [h.indexNanosecondsPerQuery, h.bruteForceNanosecondsPerQuery] }
        if let l = layout { all += [l.layoutNanoseconds, l.drawListNanoseconds] }
        if let idle { all += [idle.cpuPercent, Double(idle.framesDrawn)] }
        var summaries = [pacing, startup?.headless, startup?.window, startup?.createToFirstDraw, reload].compactMap {
            $0
        }
        if let i = inspector { summaries += [i.redraw, i.drag, i.redrawCPU, i.dragCPU, i.release] }
        for s in summaries { all += [s.mean, s.median, s.p99] }
        if let replay { all.append(replay.speed) }
        for w in windowDamage { all += [w.full.median, w.keptTexture.median, w.surfaceRects?.median ?? 0] }
        for c in damage {
            for side in [c.damaged, c.full] { all += [side.time.median, side.time.p99, side.pixels.median] }
            all += [c.workRatio, c.pixelRatio]
        }
        for g in growth { all += [g.add, g.move, g.click.median, g.tab.median, g.remove] }
        for g in guest {
            for s in [g.idle, g.oneAnimating, g.directIdle, g.directOneAnimating] { all += [s.median, s.p99] }
        }
        if let embed {
            all += [embed.frame.median, embed.frame.p99, embed.engineAllocations, embed.playbackAllocations]
        }
        return all
    }

    // MARK: Text

    /// The human-readable report: the frame table, then one line per other measurement.
    var text: String {
        var lines: [String] = []
        if !frames.isEmpty { lines += frameTable }
        if !damage.isEmpty {
            lines.append("damage regions against full redraws, 1280x800, software renderer (ms: median / p99)")
            lines.append(
                pad("case", 40) + pad("damaged", 15) + pad("full", 15) + pad("less work", 10)
                    + pad("pixels damaged/full", 22) + "allocs")
            for c in damage {
                lines.append(
                    pad(c.name, 40) + pad(pair(c.damaged.time), 15) + pad(pair(c.full.time), 15)
                        + pad(fixed(c.workRatio, 1) + "x", 10)
                        + pad("\(fixed(c.damaged.pixels.median, 0))/\(fixed(c.full.pixels.median, 0))", 22)
                        + fixed(c.damaged.allocationsMedian, 0))
            }
            lines.append(
                "  (each frame: advance, draw, flush; pixels: median per frame; allocs: median per damaged frame)")
        }
        for w in windowDamage {
            lines.append(
                "window, \(w.driver) renderer, gallery with one animating (advance, draw, show): full \(pair(w.full)) ms, "
                    + (w.surfaceRects.map { "window surface + rects \(pair($0)) ms, " } ?? "")
                    + "kept texture \(pair(w.keptTexture)) ms")
        }
        if let h = hitTest {
            lines.append(
                "hit-test at \(h.nodes) nodes: index \(fixed(h.indexNanosecondsPerQuery / 1000, 3)) us/query, "
                    + "linear scan \(fixed(h.bruteForceNanosecondsPerQuery / 1000, 3)) us/query "
                    + "(\(h.agreements)/\(h.queries) agree)")
        }
        if let l = layout {
            lines.append(
                "gallery of \(l.nodes) nodes: layout \(fixed(l.layoutNanoseconds / 1_000_000, 3)) ms, "
                    + "draw-list build \(fixed(l.drawListNanoseconds / 1_000_000, 3)) ms (\(l.commands) commands)")
        }
        if let idle {
            lines.append(
                "idle window: \(idle.framesDrawn) frame(s) drawn in all (start-up included), "
                    + "CPU \(fixed(idle.cpuPercent, 2)) % of a core over \(fixed(idle.idleSeconds, 1)) s")
        }
        if let p = pacing {
            lines.append("pacing (lateness of 60 Hz wakes): mean \(fixed(p.mean, 4)) ms, p99 \(fixed(p.p99, 4)) ms")
        }
        if let s = startup {
            lines.append(
                "start-up to first frame (spawn to exit, --headless --frames 1): median \(fixed(s.headless.median, 1)) ms"
            )
            if let window = s.window {
                lines.append(
                    "window start-up (spawn to first presented frame): median \(fixed(window.median, 1)) ms, "
                        + "p99 \(fixed(window.p99, 1)) ms; last run: \(s.windowPhases ?? "")")
            } else {
                lines.append("window start-up: not measured (no display: set DISPLAY, e.g. under Xvfb)")
            }
            lines.append(
                "a host's engine from creation to its first draw (as sy_create to the first sy_draw): median "
                    + "\(fixed(s.createToFirstDraw.median, 1)) ms, p99 \(fixed(s.createToFirstDraw.p99, 1)) ms")
        } else if measurements.contains(.startup) {
            lines.append("start-up: not measured (no switchyard executable next to this one)")
        }
        if let r = reload {
            lines.append(
                "theme reload (close to loaded): median \(fixed(r.median, 1)) ms, p99 \(fixed(r.p99, 1)) ms "
                    + "= \(fixed(r.p99 / Self.frameMilliseconds, 2)) frames")
        }
        if let r = replay {
            lines.append(
                "headless replay: \(r.ticks) ticks (\(r.ticks / 60) s) in \(fixed(r.wallMilliseconds, 1)) ms "
                    + "= \(fixed(r.speed, 0))x real time")
        }
        if let e = embed {
            lines.append(
                "embedded (3 switches on a host's 640x480 software renderer, drawn as a guest): "
                    + "\(pair(e.frame)) ms a frame; allocations per frame: engine \(fixed(e.engineAllocations, 0)), "
                    + "playback \(fixed(e.playbackAllocations, 0)) (median of \(e.frames))")
        }
        if let i = inspector {
            lines.append(
                "inspector on the default gallery: slider drag frame (edit, decode, draw) \(pair(i.drag)) ms "
                    + "(CPU \(pair(i.dragCPU))) against a redraw \(pair(i.redraw)) ms (CPU \(pair(i.redrawCPU))); "
                    + "letting go to the reloaded frame \(pair(i.release)) ms")
        }
        for g in growth {
            lines.append(
                "growth at \(g.count) placed switches: add all \(fixed(g.add, 1)) ms, move all \(fixed(g.move, 1)) ms, "
                    + "click \(fixed(g.click.median, 1)) us, Tab \(fixed(g.tab.median, 1)) us (medians), "
                    + "remove all \(fixed(g.remove, 1)) ms")
        }
        for g in guest {
            lines.append(
                "guest of a host's cleared 1280x800 software frame, \(g.switches) switches (advance, draw): "
                    + "through the layer idle \(pair(g.idle)) ms, one animating \(pair(g.oneAnimating)) ms; "
                    + "drawn directly idle \(pair(g.directIdle)) ms, one animating \(pair(g.directOneAnimating)) ms "
                    + "(layer/direct \(fixed(g.idle.median / g.directIdle.median, 2))x, "
                    + "\(fixed(g.oneAnimating.median / g.directOneAnimating.median, 2))x)")
        }
        return lines.joined(separator: "\n")
    }

    /// The frame table: one row per switch count, then its legend.
    private var frameTable: [String] {
        var lines: [String] = []
        lines.append(
            "frame time at 1280x800, SwitchYard on the \(renderer) renderer (C on software), every switch animating "
                + "(ms: median / p99)")
        lines.append(
            pad("switches", 9) + pad("update", 15) + pad("build", 15) + pad("playback", 15) + pad("SwitchYard", 15)
                + pad("C baseline", 15) + pad("ratio", 7) + pad("C precolored", 15) + pad("ratio", 7)
                + pad("C all tinted", 15) + pad("ratio", 7) + pad("us/switch", 10) + pad("allocs u+b+p", 17) + "ttf")
        for r in frames {
            let s = r.swift
            lines.append(
                pad(String(r.switches), 9) + pad(pair(s.update), 15) + pad(pair(s.build), 15)
                    + pad(pair(s.playback), 15) + pad(pair(s.total), 15) + pad(pair(r.baseline.total), 15)
                    + pad(fixed(r.ratio, 2) + "x", 7) + pad(pair(r.precolored.total), 15)
                    + pad(fixed(r.precoloredRatio, 2) + "x", 7) + pad(pair(r.sameCalls.total), 15)
                    + pad(fixed(r.sameCallsRatio, 2) + "x", 7) + pad(fixed(r.ownMicrosecondsPerSwitch, 3), 10)
                    + pad(allocations(s), 17) + String(s.textRendersTotal))
        }
        lines.append(
            "  (ratio: SwitchYard median over C median; C precolored: C pre-colouring repeated colours as SwitchYard does;"
        )
        lines.append(
            "   C all tinted: C tinting a white mask for every part; allocs: heap allocations per steady frame,")
        lines.append("   median by phase (update + build + playback) and max in all; ttf: SDL_ttf renders over all")
        lines.append("   measured frames; us/switch: update + build per switch)")
        return lines
    }

    private func allocations(_ s: FrameBench.Side) -> String {
        let p = s.allocationsByPhase
        return "\(fixed(p.update, 0))+\(fixed(p.build, 0))+\(fixed(p.playback, 0)) <=\(s.allocationsMax)"
    }

    private func pair(_ s: Summary) -> String { "\(fixed(s.median, 3))/\(fixed(s.p99, 3))" }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "n/a" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
        if let dot = text.firstIndex(of: "."), digits > 0 {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        }
        return text
    }

    // MARK: JSON

    /// The whole report as one JSON object (times in milliseconds unless a key says otherwise).
    var json: String {
        var out = JSONObjectBuilder()
        out.add("quick", quick)
        out.add("renderer", renderer)
        let names = BenchOptions.Measurement.allCases.filter { measurements.contains($0) }
        out.addRaw("measurements", "[" + names.map { JSONWriter.quote($0.rawValue) }.joined(separator: ",") + "]")
        if measurements.contains(.frames) {
            out.addRaw("frames", "[" + frames.map(Self.json).joined(separator: ",") + "]")
        }
        if let h = hitTest {
            var o = JSONObjectBuilder()
            o.add("nodes", h.nodes)
            o.add("queries", h.queries)
            o.add("index_ns_per_query", h.indexNanosecondsPerQuery)
            o.add("linear_ns_per_query", h.bruteForceNanosecondsPerQuery)
            o.add("agreements", h.agreements)
            out.addRaw("hit_test", o.line)
        }
        if let l = layout {
            var o = JSONObjectBuilder()
            o.add("nodes", l.nodes)
            o.add("layout_ms", l.layoutNanoseconds / 1_000_000)
            o.add("draw_list_ms", l.drawListNanoseconds / 1_000_000)
            o.add("commands", l.commands)
            out.addRaw("layout", o.line)
        }
        if let idle {
            var o = JSONObjectBuilder()
            o.add("frames_drawn", idle.framesDrawn)
            o.add("idle_seconds", idle.idleSeconds)
            o.add("cpu_percent", idle.cpuPercent)
            out.addRaw("idle", o.line)
        }
        if let pacing { out.addRaw("pacing_lateness", Self.json(pacing)) }
        if let startup {
            out.addRaw("startup", Self.json(startup.headless))
            if let window = startup.window { out.addRaw("window_startup", Self.json(window)) }
            out.addRaw("create_to_first_draw", Self.json(startup.createToFirstDraw))
        }
        if let reload { out.addRaw("reload", Self.json(reload)) }
        if let inspector {
            var o = JSONObjectBuilder()
            o.addRaw("redraw", Self.json(inspector.redraw))
            o.addRaw("drag", Self.json(inspector.drag))
            o.addRaw("redraw_cpu", Self.json(inspector.redrawCPU))
            o.addRaw("drag_cpu", Self.json(inspector.dragCPU))
            o.addRaw("release", Self.json(inspector.release))
            out.addRaw("inspector", o.line)
        }
        if let replay {
            var o = JSONObjectBuilder()
            o.add("ticks", replay.ticks)
            o.add("wall", replay.wallMilliseconds)
            o.add("speed", replay.speed)
            out.addRaw("replay", o.line)
        }
        if !windowDamage.isEmpty {
            let items = windowDamage.map { w in
                var o = JSONObjectBuilder()
                o.add("driver", w.driver)
                o.addRaw("full", Self.json(w.full))
                if let rects = w.surfaceRects { o.addRaw("surface_rects", Self.json(rects)) }
                o.addRaw("kept_texture", Self.json(w.keptTexture))
                return o.line
            }
            out.addRaw("window_damage", "[" + items.joined(separator: ",") + "]")
        }
        if !damage.isEmpty {
            out.addRaw("damage", "[" + damage.map(Self.json).joined(separator: ",") + "]")
        }
        if let embed {
            var o = JSONObjectBuilder()
            o.addRaw("frame", Self.json(embed.frame))
            o.add("engine_allocations_median", embed.engineAllocations)
            o.add("playback_allocations_median", embed.playbackAllocations)
            out.addRaw("embedded", o.line)
        }
        if !growth.isEmpty {
            let items = growth.map { g in
                var o = JSONObjectBuilder()
                o.add("switches", g.count)
                o.add("add", g.add)
                o.add("move", g.move)
                o.addRaw("click_us", Self.json(g.click))
                o.addRaw("tab_us", Self.json(g.tab))
                o.add("remove", g.remove)
                return o.line
            }
            out.addRaw("growth", "[" + items.joined(separator: ",") + "]")
        }
        if !guest.isEmpty {
            let items = guest.map { g in
                var o = JSONObjectBuilder()
                o.add("switches", g.switches)
                o.addRaw("idle", Self.json(g.idle))
                o.addRaw("one_animating", Self.json(g.oneAnimating))
                o.addRaw("direct_idle", Self.json(g.directIdle))
                o.addRaw("direct_one_animating", Self.json(g.directOneAnimating))
                return o.line
            }
            out.addRaw("guest", "[" + items.joined(separator: ",") + "]")
        }
        return out.line
    }

    private static func json(_ r: FrameBench.Result) -> String {
        var o = JSONObjectBuilder()
        o.add("switches", r.switches)
        o.add("frames", r.frames)
        o.add("ratio", r.ratio)
        o.add("own_us_per_switch", r.ownMicrosecondsPerSwitch)
        o.addRaw("swift", json(r.swift))
        o.addRaw("baseline", json(r.baseline))
        o.add("same_calls_ratio", r.sameCallsRatio)
        o.addRaw("same_calls", json(r.sameCalls))
        o.add("precolored_ratio", r.precoloredRatio)
        o.addRaw("precolored", json(r.precolored))
        return o.line
    }

    private static func json(_ c: DamageBench.Case) -> String {
        var o = JSONObjectBuilder()
        o.add("case", c.name)
        o.add("switches", c.switches)
        o.add("work_ratio", c.workRatio)
        o.add("pixel_ratio", c.pixelRatio)
        for (key, side) in [("damaged", c.damaged), ("full", c.full)] {
            var s = JSONObjectBuilder()
            s.addRaw("frame", json(side.time))
            s.addRaw("pixels", json(side.pixels))
            s.add("allocations_median", side.allocationsMedian)
            o.addRaw(key, s.line)
        }
        return o.line
    }

    private static func json(_ side: FrameBench.Side) -> String {
        var o = JSONObjectBuilder()
        o.addRaw("update", json(side.update))
        o.addRaw("build", json(side.build))
        o.addRaw("playback", json(side.playback))
        o.addRaw("total", json(side.total))
        o.add("allocations_median", side.allocationsMedian)
        o.add("allocations_max", Int(clamping: side.allocationsMax))
        o.add("allocations_update_median", side.allocationsByPhase.update)
        o.add("allocations_build_median", side.allocationsByPhase.build)
        o.add("allocations_playback_median", side.allocationsByPhase.playback)
        o.add("ttf_renders", side.textRendersTotal)
        return o.line
    }

    private static func json(_ s: Summary) -> String {
        var o = JSONObjectBuilder()
        o.add("count", s.count)
        o.add("mean", s.mean)
        o.add("median", s.median)
        o.add("p99", s.p99)
        return o.line
    }
}
