import Foundation
import SceneGraph

/// Reads the playground's `--log` file (JSON Lines) back as dictionaries, with helpers for the lines
/// tests look at: the layout and the callbacks.
struct EventLogReader {
    let lines: [[String: Any]]

    /// Parses every line of the file at `path`; a line that is not a JSON object throws.
    init(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        lines = try text.split(separator: "\n").map { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw LogFormatError(line: String(line))
            }
            return object
        }
    }

    /// The lines whose `event` is `name`.
    func events(_ name: String) -> [[String: Any]] {
        lines.filter { $0["event"] as? String == name }
    }

    /// Every switch's frame in window points from the first layout line.
    func switchFrames() -> [String: Rect] {
        guard let layout = events("layout").first, let switches = layout["switches"] as? [[String: Any]] else {
            return [:]
        }
        var frames: [String: Rect] = [:]
        for entry in switches {
            guard let id = entry["id"] as? String, let f = entry["frame"] as? [Double], f.count == 4 else { continue }
            frames[id] = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
        }
        return frames
    }

    /// The state and value lines in order, each as `tick switch state on` or `tick switch value on`.
    func callbacks() -> [String] {
        lines.compactMap { line in
            guard let event = line["event"] as? String, event == "state" || event == "value",
                let tick = line["tick"] as? Int, let id = line["switch"] as? String, let on = line["on"] as? Bool
            else { return nil }
            let what = event == "state" ? (line["state"] as? String ?? "?") : "value"
            return "\(tick) \(id) \(what) \(on ? "on" : "off")"
        }
    }
}

/// A log line that is not one JSON object.
struct LogFormatError: Error, CustomStringConvertible {
    let line: String
    var description: String { "not a JSON object: \(line)" }
}
