import SceneGraph

@testable import Scenarios

/// Scenarios built for tests: a header, and a recording made the way the playground makes one.
enum ScenarioFixtures {
    static let themeBytes = Array("{\"version\":1}\n".utf8)

    static func header(initial: [String: ScenarioInitialState]? = nil) -> ScenarioHeader {
        ScenarioHeader(
            windowPoints: Size(width: 400, height: 300), windowPixels: PixelSize(width: 800, height: 600),
            theme: ScenarioThemeReference(path: "theme.json", sha256: SHA256.hexDigest(themeBytes)),
            initial: initial ?? [
                "a": ScenarioInitialState(isOn: false), "b": ScenarioInitialState(isOn: true),
                "c": ScenarioInitialState(isOn: false, isEnabled: true),
            ])
    }

    /// Input at ticks, as the playground would deliver it: a tap on "a", a drag off "b" that is released
    /// outside, two fingers on "a" and "c", a focus loss while a finger is held, and Tab + Space.
    static func script(_ host: FakeScenarioHost) -> [(Int, ScenarioEvent)] {
        let a = host.center(of: 0)
        let b = host.center(of: 1)
        let c = host.center(of: 2)
        return [
            (5, .input(.pointerDown(.mouse, a, .primary))),
            (8, .input(.pointerUp(.mouse, a, .primary))),
            (20, .input(.pointerDown(.mouse, b, .primary))),
            (22, .input(.pointerMove(.mouse, Point(x: b.x, y: b.y + 100)))),
            (24, .input(.pointerUp(.mouse, Point(x: b.x, y: b.y + 100), .primary))),
            (40, .input(.pointerDown(.finger(1), a, .primary))),
            (40, .input(.pointerDown(.finger(2), c, .primary))),
            (43, .input(.pointerUp(.finger(1), a, .primary))),
            (44, .input(.pointerUp(.finger(2), c, .primary))),
            (60, .input(.pointerDown(.finger(7), b, .primary))),
            (62, .input(.cancelAll)),
            (70, .input(.key(KeyEvent(key: .tab)))),
            (71, .input(.key(KeyEvent(key: .space)))),
            (72, .input(.wheel(dx: 0, dy: -3.5))),
        ]
    }

    /// Records `script` live against `host`: per tick, step the clock, deliver and record the tick's
    /// events; a check at tick 50; stop at tick 90. Returns the file text.
    static func record(host: FakeScenarioHost = FakeScenarioHost()) throws -> String {
        let header = header()
        try host.reset(to: header)
        var text = ""
        let recorder = try ScenarioRecorder(header: header) { text += $0 }
        let events = script(host)
        for tick in 0...90 {
            if tick > 0 { host.step(toTick: tick) }
            for (t, event) in events where t == tick {
                host.apply(event)
                try recorder.record(event, at: tick)
            }
            if tick == 50 { try recorder.expect(host.snapshot(), at: tick) }
        }
        try recorder.stop(at: 90, outcome: host.snapshot())
        return text
    }

    /// The scenario in `text`, or nil when it has an error.
    static func parse(_ text: String, file: String = "demo.jsonl") -> Scenario? {
        ScenarioFile.parse(text: text, file: file).scenario
    }
}
