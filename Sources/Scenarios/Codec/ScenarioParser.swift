import JSONKit
import SceneGraph

/// The line-by-line reading behind `ScenarioFile.parse`: syntax, migration, decoding, then the rules that
/// span lines (ticks in order, pointers down before up, coordinates inside the window, known switch ids).
struct ScenarioParser {
    let file: String
    private var diagnostics: [Diagnostic] = []
    private var ledger = PointerLedger()
    private var lastTick = 0
    private var lastTickLine = 0
    private var window = Size.zero
    private var switchIDs: Set<String> = []

    /// How a line is read: one line's wording, no size cap (the file's is the caller's), non-finite numbers
    /// read so the decoder can name the coordinate that holds them.
    private static let lineOptions = JSONReadOptions(
        limits: JSONLimits(maxBytes: Int.max, maxDepth: 64), acceptsNonFiniteNumbers: true, messageStyle: .singleLine)

    init(file: String) {
        self.file = file
    }

    private mutating func report(_ severity: Diagnostic.Severity, _ line: Int, _ message: String, column: Int? = nil) {
        diagnostics.append(Diagnostic(severity, file: file, line: line, column: column, message: message))
    }

    private mutating func error(_ line: Int, _ message: String) {
        report(.error, line, message)
    }

    /// Where a problem of line `number` is placed: the line, since the message names the key.
    private func place(_ number: Int) -> StopAtFirstDiagnostic {
        StopAtFirstDiagnostic(file: file, line: number)
    }

    mutating func parse(_ text: String) -> ScenarioParseResult {
        let endsWithNewline = text.hasSuffix("\n")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        if endsWithNewline { lines.removeLast() }
        guard let headerIndex = lines.firstIndex(where: { !isBlank($0) }) else {
            error(1, "empty scenario file: the first line must be the header")
            return finish(nil)
        }
        guard let (header, version) = readHeader(lines[headerIndex], line: headerIndex + 1) else { return finish(nil) }
        window = header.windowPoints
        switchIDs = Set(header.initial.keys)
        var entries: [ScenarioEntry] = []
        var endTick: Int?
        /// True once a line with "end" was read, even one with an error: one message for a bad end line.
        var sawEndLine = false
        var lastWholeLine = headerIndex + 1
        for index in (headerIndex + 1)..<lines.count {
            let text = lines[index]
            let number = index + 1
            if isBlank(text) { continue }
            if sawEndLine {
                error(number, "text after the end line: the end line must be the last")
                break
            }
            let value: JSONNode
            do {
                value = try JSONParser.value(of: text, options: Self.lineOptions)
            } catch {
                if index == lines.count - 1, !endsWithNewline {
                    report(
                        .warning, number,
                        "line \(number) is cut short (no newline at the end and not valid JSON): "
                            + "replaying up to line \(lastWholeLine)")
                    return finish(Scenario(header: header, entries: entries, endTick: lastTick))
                }
                report(.error, number, error.message, column: error.column)
                continue
            }
            lastWholeLine = number
            guard case .object = value.kind else {
                error(number, "each line must be a JSON object, not \(value.kindDescription)")
                continue
            }
            guard let migrated = ScenarioMigrations.migrate(value, from: version, isHeader: false) else { continue }
            if migrated["end"] != nil { sawEndLine = true }
            do {
                switch try ScenarioLineDecoder.line(migrated, at: place(number)) {
                case .end(let tick):
                    if tick < lastTick {
                        error(number, "end tick \(tick) is before tick \(lastTick) of line \(lastTickLine)")
                    }
                    endTick = tick
                case .entry(let tick, let content):
                    if let entry = check(ScenarioEntry(tick: tick, content: content, line: number)) {
                        entries.append(entry)
                    }
                }
            } catch {
                diagnostics.append(error)
            }
        }
        if !sawEndLine {
            report(
                .warning, lastWholeLine,
                "no end line: the file stops after line \(lastWholeLine); replaying what is there")
        }
        return finish(Scenario(header: header, entries: entries, endTick: endTick ?? lastTick))
    }

    private func isBlank(_ line: String) -> Bool {
        line.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    private func finish(_ scenario: Scenario?) -> ScenarioParseResult {
        let failed = diagnostics.contains { $0.severity == .error }
        return ScenarioParseResult(scenario: failed ? nil : scenario, diagnostics: diagnostics)
    }

    /// The header and the file's version; nil (after reporting) when the file cannot be read on.
    private mutating func readHeader(_ text: String, line: Int) -> (ScenarioHeader, Int)? {
        let object: JSONNode
        do {
            let value = try JSONParser.value(of: text, options: Self.lineOptions)
            guard case .object = value.kind, value["format"] != nil else {
                error(line, "the first line must be the header: {\"format\":\"\(ScenarioHeader.formatName)\",...}")
                return nil
            }
            object = value
        } catch {
            let message = "the header is not valid JSON: \(error.message)"
            report(.error, line, message, column: error.column)
            return nil
        }
        guard case .string(let format) = object["format"]?.kind, format == ScenarioHeader.formatName else {
            error(line, "\"format\" must be \"\(ScenarioHeader.formatName)\": this is not a SwitchYard scenario")
            return nil
        }
        guard case .number(let n) = object["version"]?.kind, let whole = n.int64, whole >= 0,
            let version = Int(exactly: whole)
        else {
            error(
                line,
                "the header needs \"version\", a whole number (this SwitchYard writes \(ScenarioHeader.currentVersion))"
            )
            return nil
        }
        if version > ScenarioHeader.currentVersion {
            error(
                line,
                "scenario version \(version) is newer than this SwitchYard supports (\(ScenarioHeader.currentVersion))")
            return nil
        }
        guard let migrated = ScenarioMigrations.migrate(object, from: version, isHeader: true) else {
            error(line, "scenario version \(version) is too old: no migration from it")
            return nil
        }
        do {
            return (try ScenarioLineDecoder.header(migrated, at: place(line)), version)
        } catch {
            diagnostics.append(error)
            return nil
        }
    }

    /// Checks the rules that span lines; nil (after reporting) when the entry breaks one.
    private mutating func check(_ entry: ScenarioEntry) -> ScenarioEntry? {
        if entry.tick < lastTick {
            error(
                entry.line,
                "tick \(entry.tick) comes after tick \(lastTick) of line \(lastTickLine): ticks must not go backwards")
            return nil
        }
        lastTick = entry.tick
        lastTickLine = entry.line
        switch entry.content {
        case .event(.input(let input)):
            if let point = input.point, let problem = outside(point) {
                error(entry.line, problem)
                return nil
            }
            if !ledger.apply(input, at: entry.line), let id = input.pointer {
                let action: String
                switch input {
                case .pointerMove: action = "move"
                case .pointerCancel: action = "be cancelled"
                default: action = "go up"
                }
                error(entry.line, "\(PointerLedger.name(id)) is not down, so it cannot \(action)")
                return nil
            }
        case .event(.resize(let size, _)):
            window = size
        case .event(.themeReload):
            break
        case .event(.decide(let id, _)), .event(.resolve(let id, _)):
            if let problem = unknownSwitch(among: [id]) {
                error(entry.line, problem)
                return nil
            }
        case .expect(let expectation):
            let named =
                Array(expectation.switches?.keys ?? [:].keys) + (expectation.callbacks ?? []).map(\.switchID)
                + (expectation.cues ?? []).map(\.switchID)
            if let problem = unknownSwitch(among: named) {
                error(entry.line, problem)
                return nil
            }
        }
        return entry
    }

    /// The message for the first of `ids` (in sorted order) that the header does not list; nil when all are.
    private func unknownSwitch(among ids: [String]) -> String? {
        guard let unknown = ids.sorted().first(where: { !switchIDs.contains($0) }) else { return nil }
        let hint = Suggestion.hint(for: unknown, in: switchIDs.sorted(), closeness: .twoEditsAtMostHalf)
        return "switch \(Excerpt.quoted(unknown)) is not in the header's initial states\(hint)"
    }

    /// Coordinates may leave the window (a held mouse is still tracked outside it) by up to the window's own
    /// size on each side; further out is a broken file.
    private func outside(_ p: Point) -> String? {
        for (axis, value, side) in [("x", p.x, window.width), ("y", p.y, window.height)]
        where value < -side || value > 2 * side {
            let w = JSONWriter.format(window.width)
            let h = JSONWriter.format(window.height)
            return "\(axis) = \(JSONWriter.format(value)) is outside the \(w)x\(h) window by more than its size"
        }
        return nil
    }
}

extension InputEvent {
    /// The pointer a pointer event is about.
    var pointer: PointerID? {
        switch self {
        case .pointerDown(let id, _, _), .pointerMove(let id, _), .pointerUp(let id, _, _), .pointerCancel(let id):
            return id
        case .cancelAll, .key, .wheel: return nil
        }
    }

    /// Where a pointer event happens, in scene points.
    var point: Point? {
        switch self {
        case .pointerDown(_, let p, _), .pointerMove(_, let p), .pointerUp(_, let p, _): return p
        case .pointerCancel, .cancelAll, .key, .wheel: return nil
        }
    }

    /// The event's name in files and messages.
    var kindName: String {
        switch self {
        case .pointerDown: return "down"
        case .pointerMove: return "move"
        case .pointerUp: return "up"
        case .pointerCancel: return "cancel"
        case .cancelAll: return "focusLost"
        case .key: return "key"
        case .wheel: return "wheel"
        }
    }
}
