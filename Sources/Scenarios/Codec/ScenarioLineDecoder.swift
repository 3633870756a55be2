import JSONKit
import SceneGraph

/// Turns the JSON object of one line (already migrated to the current version) into a header, an entry or the end.
enum ScenarioLineDecoder {
    static func header(_ object: JSONNode, at place: StopAtFirstDiagnostic) throws(Diagnostic) -> ScenarioHeader {
        let r = try LineReader(object, name: "the header", at: place)
        _ = r.optionalNode("format")
        _ = r.optionalNode("version")
        let rate = try r.integer("tickRate", in: 1...1000)
        guard rate == ScenarioHeader.tickRate else {
            throw r.failure("tick rate \(rate) is not supported: scenarios run at \(ScenarioHeader.tickRate)")
        }
        let window = try r.object("window", name: "the header's window")
        let side = 1...ScenarioVocabulary.maxWindowSide
        let points = try pair(try window.requiredNode("points"), keyPath: "window.points", r)
        let w = try r.number(points.0, keyPath: "window.points[0]", in: side)
        let h = try r.number(points.1, keyPath: "window.points[1]", in: side)
        let pixelSide = 1...Int(ScenarioVocabulary.maxWindowSide * ScenarioVocabulary.maxPixelDensity)
        let pixels = try pair(try window.requiredNode("pixels"), keyPath: "window.pixels", r)
        let pw = try r.integer(pixels.0, keyPath: "window.pixels[0]", in: pixelSide)
        let ph = try r.integer(pixels.1, keyPath: "window.pixels[1]", in: pixelSide)
        try window.finish()
        let theme = try r.object("theme", name: "the header's theme")
        let path = try theme.path("path")
        let sha = try theme.optionalString("sha256")
        if let sha, !ScenarioThemeReference.isDigest(sha) {
            throw r.failure("\"theme.sha256\" must be 64 lower-case hex digits")
        }
        try theme.finish()
        let initialReader = try r.object("initial", name: "the header's initial states")
        var initial: [String: ScenarioInitialState] = [:]
        for id in initialReader.keys {
            let s = try initialReader.object(id, name: "the initial state of \(Excerpt.quoted(id))")
            let on = try s.bool("on")
            let enabled = try s.optionalBool("enabled") ?? true
            try s.finish()
            initial[id] = ScenarioInitialState(isOn: on, isEnabled: enabled)
        }
        try r.finish()
        return ScenarioHeader(
            windowPoints: Size(width: w, height: h), windowPixels: PixelSize(width: pw, height: ph),
            theme: ScenarioThemeReference(path: path, sha256: sha), initial: initial)
    }

    private static func pair(_ value: JSONNode, keyPath: String, _ r: LineReader) throws(Diagnostic) -> (
        JSONNode, JSONNode
    ) {
        guard case .array(let items) = value.kind, items.count == 2 else {
            throw r.failure("\(Excerpt.quotedKeyPath(keyPath)) must be an array of two numbers [width, height]")
        }
        return (items[0], items[1])
    }

    /// Decodes a line after the header.
    static func line(_ object: JSONNode, at place: StopAtFirstDiagnostic) throws(Diagnostic) -> ScenarioLine {
        if object["end"] != nil {
            let r = try LineReader(object, name: "the end line", at: place)
            let tick = try r.integer("end", in: 0...ScenarioVocabulary.maxTick)
            try r.finish()
            return .end(tick: tick)
        }
        if object["format"] != nil {
            throw place.diagnostic("a second header: only the first line may have \"format\"")
        }
        if object["expect"] != nil {
            let r = try LineReader(object, name: "an expect line", at: place)
            let t = try tick(r)
            let expectation = try expect(try r.object("expect", name: "an expect line's \"expect\""))
            try r.finish()
            return .entry(tick: t, .expect(expectation))
        }
        guard object["event"] != nil else {
            throw place.diagnostic("a line needs \"event\", \"expect\" or \"end\"")
        }
        var r = try LineReader(object, name: "an event line", at: place)
        let t = try tick(r)
        let kind = try r.string("event")
        guard ScenarioVocabulary.eventKinds.contains(kind) else {
            let hint = Suggestion.hint(for: kind, in: ScenarioVocabulary.eventKinds, closeness: .twoEditsAtMostHalf)
            let all = ScenarioVocabulary.eventKinds.joined(separator: ", ")
            throw r.failure("unknown event \(Excerpt.quoted(kind))\(hint); events are: \(all)")
        }
        r = try LineReader(object, name: "a \(kind) event", at: place)
        _ = r.optionalNode("tick")
        _ = r.optionalNode("event")
        let event = try ScenarioEventDecoder.event(kind, r)
        try r.finish()
        return .entry(tick: t, .event(event))
    }

    private static func tick(_ r: LineReader) throws(Diagnostic) -> Int {
        try r.integer("tick", in: 0...ScenarioVocabulary.maxTick)
    }

    private static func expect(_ r: LineReader) throws(Diagnostic) -> ScenarioExpectation {
        var result = ScenarioExpectation()
        if r.located.node["switches"] != nil {
            let switches = try r.object("switches", name: "an expect line's switches")
            var map: [String: ScenarioSwitchExpectation] = [:]
            for id in switches.keys {
                let s = try switches.object(id, name: "the expected state of \(Excerpt.quoted(id))")
                let on = try s.optionalBool("on")
                let state = try s.optionalString("state").map { name throws(Diagnostic) in
                    try switchState(name, keyPath: s.keyPath("state"), s)
                }
                try s.finish()
                guard on != nil || state != nil else {
                    throw s.failure("\(Excerpt.quotedKeyPath(s.located.path)) needs \"on\" or \"state\"")
                }
                map[id] = ScenarioSwitchExpectation(isOn: on, state: state)
            }
            result.switches = map
        }
        if let value = r.optionalNode("callbacks") {
            guard case .array(let items) = value.kind else {
                throw r.typeError("callbacks", "an array", value)
            }
            var callbacks: [ScenarioCallback] = []
            for (i, item) in items.enumerated() {
                callbacks.append(try callback(item, keyPath: "\(r.keyPath("callbacks"))[\(i)]", r))
            }
            result.callbacks = callbacks
        }
        if let text = try r.optionalString("frame") {
            guard let hash = FrameHash(hex: text) else {
                throw r.failure("\"\(r.keyPath("frame"))\" must be 16 hex digits, not \(Excerpt.quoted(text))")
            }
            result.frameHash = hash
        }
        if let value = r.optionalNode("cues") {
            result.cues = try cues(value, r)
        }
        try r.finish()
        guard result.switches != nil || result.callbacks != nil || result.frameHash != nil || result.cues != nil
        else {
            throw r.failure("an expect line needs \"switches\", \"callbacks\", \"frame\" or \"cues\"")
        }
        return result
    }

    private static func callback(_ value: JSONNode, keyPath: String, _ parent: LineReader) throws(Diagnostic)
        -> ScenarioCallback
    {
        guard case .object = value.kind else {
            throw parent.failure("\(Excerpt.quotedKeyPath(keyPath)) must be an object, not \(value.kindDescription)")
        }
        let r = try LineReader(value, path: keyPath, name: "a callback", at: parent.mode)
        let id = try r.string("switch")
        let kind = try r.string("kind")
        let payload = try r.requiredNode("value")
        try r.finish()
        switch (kind, payload.kind) {
        case ("state", .string(let name)):
            return ScenarioCallback(switchID: id, kind: .state(try switchState(name, keyPath: r.keyPath("value"), r)))
        case ("value", .bool(let on)):
            return ScenarioCallback(switchID: id, kind: .value(on))
        case ("state", _):
            throw r.typeError("value", "a state name", payload)
        case ("value", _):
            throw r.typeError("value", "true or false", payload)
        default:
            throw r.failure("\"\(r.keyPath("kind"))\" must be \"state\" or \"value\", not \(Excerpt.quoted(kind))")
        }
    }

    private static func switchState(_ name: String, keyPath: String, _ r: LineReader) throws(Diagnostic)
        -> ScenarioSwitchState
    {
        if let state = ScenarioSwitchState(rawValue: name) { return state }
        let names = ScenarioSwitchState.allCases.map(\.rawValue)
        let hint = Suggestion.hint(for: name, in: names, closeness: .twoEditsAtMostHalf)
        throw r.failure(
            "\(Excerpt.quotedKeyPath(keyPath)) is \(Excerpt.quoted(name))\(hint); states are: \(names.joined(separator: ", "))"
        )
    }
}

extension ScenarioLineDecoder {
    /// An expect line's `cues`: `[{"switch": id, "cue": name, "tick": T}, ...]`.
    private static func cues(_ value: JSONNode, _ parent: LineReader) throws(Diagnostic) -> [ScenarioCue] {
        guard case .array(let items) = value.kind else { throw parent.typeError("cues", "an array", value) }
        var cues: [ScenarioCue] = []
        for (i, item) in items.enumerated() {
            let keyPath = "\(parent.keyPath("cues"))[\(i)]"
            guard case .object = item.kind else {
                throw parent.failure("\(Excerpt.quotedKeyPath(keyPath)) must be an object, not \(item.kindDescription)")
            }
            let r = try LineReader(item, path: keyPath, name: "a cue", at: parent.mode)
            let id = try r.string("switch")
            let name = try r.string("cue")
            let tick = try r.integer("tick", in: 0...ScenarioVocabulary.maxTick)
            try r.finish()
            guard let cue = FeedbackCue(rawValue: name) else {
                let hint = Suggestion.hint(for: name, in: FeedbackCue.allCases.map(\.rawValue))
                throw r.failure("\"\(r.keyPath("cue"))\" is not a cue: \(Excerpt.quoted(name))\(hint)")
            }
            cues.append(ScenarioCue(switchID: id, cue: cue, tick: tick))
        }
        return cues
    }
}
