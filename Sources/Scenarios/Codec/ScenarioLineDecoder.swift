import JSONKit
import SceneGraph

/// Turns the JSON object of one version-1 line into a header, an entry or the end.
enum ScenarioLineDecoder {
    static func header(_ object: JSONObject) throws(ScenarioLineError) -> ScenarioHeader {
        var r = ObjectReader(object, what: "the header")
        _ = r.optional("format")
        _ = r.optional("version")
        let rate = try r.integer("tickRate", in: 1...1000)
        guard rate == ScenarioHeader.tickRate else {
            throw ScenarioLineError("tick rate \(rate) is not supported: scenarios run at \(ScenarioHeader.tickRate)")
        }
        var window = try r.object("window", what: "the header's window")
        let side = 1...ScenarioVocabulary.maxWindowSide
        let points = try pair(try window.required("points"), keyPath: "window.points")
        let w = try ObjectReader.number(points.0, keyPath: "window.points[0]", in: side)
        let h = try ObjectReader.number(points.1, keyPath: "window.points[1]", in: side)
        let pixelSide = 1...Int(ScenarioVocabulary.maxWindowSide * ScenarioVocabulary.maxPixelDensity)
        let pixels = try pair(try window.required("pixels"), keyPath: "window.pixels")
        let pw = try ObjectReader.integer(pixels.0, keyPath: "window.pixels[0]", in: pixelSide)
        let ph = try ObjectReader.integer(pixels.1, keyPath: "window.pixels[1]", in: pixelSide)
        try window.rejectUnknownKeys()
        var theme = try r.object("theme", what: "the header's theme")
        let path = try theme.string("path")
        let sha = try theme.optionalString("sha256")
        if let sha, !ScenarioThemeReference.isDigest(sha) {
            throw ScenarioLineError("\"theme.sha256\" must be 64 lower-case hex digits")
        }
        try theme.rejectUnknownKeys()
        var initialReader = try r.object("initial", what: "the header's initial states")
        var initial: [String: ScenarioInitialState] = [:]
        for id in initialReader.object.keys {
            var s = try initialReader.object(id, what: "the initial state of \"\(id)\"")
            let on = try s.bool("on")
            let enabled = try s.optionalBool("enabled") ?? true
            try s.rejectUnknownKeys()
            initial[id] = ScenarioInitialState(isOn: on, isEnabled: enabled)
        }
        try r.rejectUnknownKeys()
        return ScenarioHeader(
            windowPoints: Size(width: w, height: h), windowPixels: PixelSize(width: pw, height: ph),
            theme: ScenarioThemeReference(path: path, sha256: sha), initial: initial)
    }

    private static func pair(_ value: JSONValue, keyPath: String) throws(ScenarioLineError) -> (JSONValue, JSONValue) {
        guard case .array(let items) = value, items.count == 2 else {
            throw ScenarioLineError("\"\(keyPath)\" must be an array of two numbers [width, height]")
        }
        return (items[0], items[1])
    }

    /// Decodes a line after the header.
    static func line(_ object: JSONObject) throws(ScenarioLineError) -> ScenarioLine {
        if object["end"] != nil {
            var r = ObjectReader(object, what: "the end line")
            let tick = try r.integer("end", in: 0...ScenarioVocabulary.maxTick)
            try r.rejectUnknownKeys()
            return .end(tick: tick)
        }
        if object["format"] != nil {
            throw ScenarioLineError("a second header: only the first line may have \"format\"")
        }
        if object["expect"] != nil {
            var r = ObjectReader(object, what: "an expect line")
            let t = try tick(&r)
            let expectation = try expect(try r.object("expect", what: "an expect line's \"expect\""))
            try r.rejectUnknownKeys()
            return .entry(tick: t, .expect(expectation))
        }
        guard object["event"] != nil else {
            throw ScenarioLineError("a line needs \"event\", \"expect\" or \"end\"")
        }
        var r = ObjectReader(object, what: "an event line")
        let t = try tick(&r)
        let kind = try r.string("event")
        guard ScenarioVocabulary.eventKinds.contains(kind) else {
            let hint = Suggestion.hint(for: kind, in: ScenarioVocabulary.eventKinds, closeness: .twoEditsAtMostHalf)
            let all = ScenarioVocabulary.eventKinds.joined(separator: ", ")
            throw ScenarioLineError("unknown event \"\(kind)\"\(hint); events are: \(all)")
        }
        r = ObjectReader(object, what: "a \(kind) event")
        _ = r.optional("tick")
        _ = r.optional("event")
        let event = try ScenarioEventDecoder.event(kind, &r)
        try r.rejectUnknownKeys()
        return .entry(tick: t, .event(event))
    }

    private static func tick(_ r: inout ObjectReader) throws(ScenarioLineError) -> Int {
        try r.integer("tick", in: 0...ScenarioVocabulary.maxTick)
    }

    private static func expect(_ reader: ObjectReader) throws(ScenarioLineError) -> ScenarioExpectation {
        var r = reader
        var result = ScenarioExpectation()
        if r.object["switches"] != nil {
            var switches = try r.object("switches", what: "an expect line's switches")
            var map: [String: ScenarioSwitchExpectation] = [:]
            for id in switches.object.keys {
                var s = try switches.object(id, what: "the expected state of \"\(id)\"")
                let on = try s.optionalBool("on")
                let state = try s.optionalString("state").map { name throws(ScenarioLineError) in
                    try switchState(name, keyPath: s.keyPath("state"))
                }
                try s.rejectUnknownKeys()
                guard on != nil || state != nil else {
                    throw ScenarioLineError("\"\(s.path)\" needs \"on\" or \"state\"")
                }
                map[id] = ScenarioSwitchExpectation(isOn: on, state: state)
            }
            result.switches = map
        }
        if let value = r.optional("callbacks") {
            guard case .array(let items) = value else {
                throw r.typeError("callbacks", "an array", value)
            }
            var callbacks: [ScenarioCallback] = []
            for (i, item) in items.enumerated() {
                callbacks.append(try callback(item, keyPath: "\(r.keyPath("callbacks"))[\(i)]"))
            }
            result.callbacks = callbacks
        }
        if let text = try r.optionalString("frame") {
            guard let hash = FrameHash(hex: text) else {
                throw ScenarioLineError("\"\(r.keyPath("frame"))\" must be 16 hex digits, not \"\(text)\"")
            }
            result.frameHash = hash
        }
        try r.rejectUnknownKeys()
        guard result.switches != nil || result.callbacks != nil || result.frameHash != nil else {
            throw ScenarioLineError("an expect line needs \"switches\", \"callbacks\" or \"frame\"")
        }
        return result
    }

    private static func callback(_ value: JSONValue, keyPath: String) throws(ScenarioLineError) -> ScenarioCallback {
        guard case .object(let o) = value else {
            throw ScenarioLineError("\"\(keyPath)\" must be an object, not \(value.kindName)")
        }
        var r = ObjectReader(o, path: keyPath, what: "a callback")
        let id = try r.string("switch")
        let kind = try r.string("kind")
        let payload = try r.required("value")
        try r.rejectUnknownKeys()
        switch (kind, payload) {
        case ("state", .string(let name)):
            return ScenarioCallback(switchID: id, kind: .state(try switchState(name, keyPath: r.keyPath("value"))))
        case ("value", .bool(let on)):
            return ScenarioCallback(switchID: id, kind: .value(on))
        case ("state", _):
            throw r.typeError("value", "a state name", payload)
        case ("value", _):
            throw r.typeError("value", "true or false", payload)
        default:
            throw ScenarioLineError("\"\(r.keyPath("kind"))\" must be \"state\" or \"value\", not \"\(kind)\"")
        }
    }

    private static func switchState(_ name: String, keyPath: String) throws(ScenarioLineError) -> ScenarioSwitchState {
        if let state = ScenarioSwitchState(rawValue: name) { return state }
        let names = ScenarioSwitchState.allCases.map(\.rawValue)
        let hint = Suggestion.hint(for: name, in: names, closeness: .twoEditsAtMostHalf)
        throw ScenarioLineError(
            "\"\(keyPath)\" is \"\(name)\"\(hint); states are: \(names.joined(separator: ", "))")
    }
}
