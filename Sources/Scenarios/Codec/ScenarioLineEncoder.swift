import JSONKit
import SceneGraph

/// Writes header, entry and end lines in the current version with a fixed key order (switch ids sorted), so the same
/// scenario always gives the same bytes and diffs stay small.
enum ScenarioLineEncoder {
    static func header(_ header: ScenarioHeader) -> String {
        let points: JSONNode = .array([number(header.windowPoints.width), number(header.windowPoints.height)])
        let pixels: JSONNode = .array([int(header.windowPixels.width), int(header.windowPixels.height)])
        var theme = JSONNode.object([member("path", .string(header.theme.path))])
        if let sha = header.theme.sha256 { theme["sha256"] = .string(sha) }
        var initial = JSONNode.object([])
        for id in header.initial.keys.sorted() {
            guard let state = header.initial[id] else { continue }
            initial[id] = .object([member("on", .bool(state.isOn)), member("enabled", .bool(state.isEnabled))])
        }
        return write([
            member("format", .string(ScenarioHeader.formatName)),
            member("version", int(ScenarioHeader.currentVersion)),
            member("tickRate", int(ScenarioHeader.tickRate)),
            member("window", .object([member("points", points), member("pixels", pixels)])),
            member("theme", theme),
            member("initial", initial),
        ])
    }

    static func entry(_ entry: ScenarioEntry) -> String {
        switch entry.content {
        case .event(let event): return write([member("tick", int(entry.tick))] + fields(of: event))
        case .expect(let expectation):
            return write([member("tick", int(entry.tick)), member("expect", expect(expectation))])
        }
    }

    static func end(_ tick: Int) -> String {
        write([member("end", int(tick))])
    }

    private static func fields(of event: ScenarioEvent) -> [JSONMember] {
        switch event {
        case .input(let input): return fields(of: input)
        case .resize(let size, let density):
            return [
                member("event", .string("resize")), member("w", number(size.width)), member("h", number(size.height)),
                member("density", number(density)),
            ]
        case .themeReload(let theme):
            var out = [member("event", .string("themeReload"))]
            if !theme.path.isEmpty { out.append(member("path", .string(theme.path))) }
            if let sha = theme.sha256 { out.append(member("sha256", .string(sha))) }
            return out
        case .decide(let id, let answer):
            return [
                member("event", .string("decide")), member("switch", .string(id)),
                member("answer", .string(answer.rawValue)),
            ]
        case .resolve(let id, let on):
            return [member("event", .string("resolve")), member("switch", .string(id)), member("on", .bool(on))]
        }
    }

    private static func fields(of input: InputEvent) -> [JSONMember] {
        switch input {
        case .pointerDown(let id, let p, let button):
            return pointerFields("down", id, p) + buttonField(id, button)
        case .pointerMove(let id, let p):
            return pointerFields("move", id, p)
        case .pointerUp(let id, let p, let button):
            return pointerFields("up", id, p) + buttonField(id, button)
        case .pointerCancel(let id):
            return [member("event", .string("cancel")), member("pointer", pointer(id))]
        case .cancelAll:
            return [member("event", .string("focusLost"))]
        case .key(let key):
            var out = [member("event", .string("key")), member("key", .string(key.key.rawValue))]
            if key.shift { out.append(member("shift", .bool(true))) }
            if key.isRepeat { out.append(member("repeat", .bool(true))) }
            return out
        case .wheel(let dx, let dy):
            return [member("event", .string("wheel")), member("dx", number(dx)), member("dy", number(dy))]
        }
    }

    private static func pointerFields(_ kind: String, _ id: PointerID, _ p: Point) -> [JSONMember] {
        [
            member("event", .string(kind)), member("pointer", pointer(id)), member("x", number(p.x)),
            member("y", number(p.y)),
        ]
    }

    /// The mouse always names its button; fingers are always primary and leave it out.
    private static func buttonField(_ id: PointerID, _ button: PointerButton) -> [JSONMember] {
        if id != .mouse, button == .primary { return [] }
        let name = ScenarioEventDecoder.buttonNames.first { $0.1 == button }?.0 ?? "other"
        return [member("button", .string(name))]
    }

    private static func pointer(_ id: PointerID) -> JSONNode {
        switch id {
        case .mouse: return .string("mouse")
        case .finger(let f): return .number(JSONNumber(f))
        }
    }

    private static func expect(_ e: ScenarioExpectation) -> JSONNode {
        var out = JSONNode.object([])
        if let switches = e.switches {
            var map = JSONNode.object([])
            for id in switches.keys.sorted() {
                guard let s = switches[id] else { continue }
                var o = JSONNode.object([])
                if let on = s.isOn { o["on"] = .bool(on) }
                if let state = s.state { o["state"] = .string(state.rawValue) }
                map[id] = o
            }
            out["switches"] = map
        }
        if let callbacks = e.callbacks {
            out["callbacks"] = .array(callbacks.map(callback))
        }
        if let hash = e.frameHash { out["frame"] = .string(hash.hex) }
        if let cues = e.cues {
            out["cues"] = .array(
                cues.map {
                    .object([
                        member("switch", .string($0.switchID)), member("cue", .string($0.cue.rawValue)),
                        member("tick", int($0.tick)),
                    ])
                })
        }
        return out
    }

    private static func callback(_ c: ScenarioCallback) -> JSONNode {
        let kind: String
        let value: JSONNode
        switch c.kind {
        case .state(let s):
            kind = "state"
            value = .string(s.rawValue)
        case .value(let on):
            kind = "value"
            value = .bool(on)
        }
        return .object([member("switch", .string(c.switchID)), member("kind", .string(kind)), member("value", value)])
    }

    private static func member(_ key: String, _ value: JSONNode) -> JSONMember {
        JSONMember(key: key, value: value)
    }

    private static func number(_ value: Double) -> JSONNode { .number(JSONNumber(value)) }

    private static func int(_ value: Int) -> JSONNode { .number(JSONNumber(Int64(value))) }

    private static func write(_ members: [JSONMember]) -> String {
        JSONWriter.write(.object(members))
    }
}
