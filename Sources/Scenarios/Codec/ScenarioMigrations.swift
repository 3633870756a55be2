import JSONKit

/// Upgrades lines of older file versions one version at a time, at the JSON level, before decoding.
///
/// Version 0 (the first prototype) differs from 1 in these ways:
/// - header: no `tickRate` (always 60), `window` is `[w, h]` in points (one pixel a point), `theme` is the
///   path string (no hash);
/// - other lines: `t` for `tick`, `type` for `event`, `check` for `expect`.
///
/// Version 2 added the owner's events (`decide`, `resolve`) and the state `pending`. A version 1 file has
/// none: every ask of its switches was answered "allow", which is what version 2 does with no `decide`
/// lines, so the step only renumbers the header.
enum ScenarioMigrations {
    /// A step from version `n` to `n + 1`: rewrites one line; `isHeader` is true for the first line.
    typealias Step = @Sendable (JSONNode, _ isHeader: Bool) -> JSONNode

    /// The step that upgrades each version to the next.
    static let steps: [Int: Step] = [0: from0to1, 1: from1to2]

    /// `object` (of file version `version`) rewritten as the current version; nil when a step is missing.
    static func migrate(_ object: JSONNode, from version: Int, isHeader: Bool) -> JSONNode? {
        var line = object
        var v = version
        while v < ScenarioHeader.currentVersion {
            guard let step = steps[v] else { return nil }
            line = step(line, isHeader)
            v += 1
        }
        return line
    }

    private static func from1to2(_ object: JSONNode, isHeader: Bool) -> JSONNode {
        var line = object
        if isHeader { line["version"] = .number(JSONNumber(Int64(2))) }
        return line
    }

    private static func from0to1(_ object: JSONNode, isHeader: Bool) -> JSONNode {
        var line = object
        guard isHeader else {
            line.rename("t", to: "tick")
            line.rename("type", to: "event")
            line.rename("check", to: "expect")
            return line
        }
        line["version"] = .number(JSONNumber(Int64(1)))
        if line["tickRate"] == nil { line["tickRate"] = .number(JSONNumber(Int64(ScenarioHeader.tickRate))) }
        if case .array(let size) = line["window"]?.kind, size.count == 2 {
            let pixels = size.map { value -> JSONNode in
                guard case .number(let n) = value.kind, n.double.isFinite else { return value }
                return .number(JSONNumber(n.double.rounded()))
            }
            line["window"] = .object([
                JSONMember(key: "points", value: .array(size)), JSONMember(key: "pixels", value: .array(pixels)),
            ])
        }
        if case .string(let path) = line["theme"]?.kind {
            line["theme"] = .object([JSONMember(key: "path", value: .string(path))])
        }
        return line
    }
}
