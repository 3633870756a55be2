import Foundation
import JSONKit
import SceneGraph
import SwitchYardKit

/// The `--log` file: one JSON object a line, written and flushed as things happen, so scripts and tests
/// can follow what a user would see. A write failure closes the log with one message on stderr; the
/// window keeps running.
final class EventLog {
    private var handle: FileHandle?
    private let path: String

    /// Opens (truncates) `path` in place, so `/dev/stdout` or a pipe works and nothing is replaced (see
    /// `RecordingSession.init`); throws a message naming the path when it cannot.
    init(path: String) throws {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw RuntimeError("\(path): cannot open the log file for writing: \(String(cString: strerror(errno)))")
        }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    func write(_ json: JSONObjectBuilder) {
        guard let handle else { return }
        do {
            try handle.write(contentsOf: Data((json.line + "\n").utf8))
        } catch {
            Diagnostics.warn("\(path): log write failed (\(Diagnostics.describe(error))); logging stops")
            self.handle = nil
        }
    }

    /// Where every switch is, in window points, after a layout or reflow.
    func layout(tick: Int, size: Size, switches: [(id: String, frame: Rect, on: Bool)]) {
        var j = JSONObjectBuilder()
        j.add("event", "layout")
        j.add("tick", tick)
        j.addRaw("window", "[\(JSONWriter.number(size.width)),\(JSONWriter.number(size.height))]")
        let items = switches.map { s in
            var e = JSONObjectBuilder()
            e.add("id", s.id)
            let f = s.frame
            let frame = [f.minX, f.minY, f.width, f.height].map(JSONWriter.number)
            e.addRaw("frame", "[" + frame.joined(separator: ",") + "]")
            e.add("on", s.on)
            return e.line
        }
        j.addRaw("switches", "[" + items.joined(separator: ",") + "]")
        write(j)
    }

    /// A switch's state-changed callback.
    func state(tick: Int, id: String, state: SwitchState, on: Bool) {
        var j = JSONObjectBuilder()
        j.add("event", "state")
        j.add("tick", tick)
        j.add("switch", id)
        j.add("state", state.rawValue)
        j.add("on", on)
        write(j)
    }

    /// A switch's value-changed callback.
    func value(tick: Int, id: String, on: Bool) {
        var j = JSONObjectBuilder()
        j.add("event", "value")
        j.add("tick", tick)
        j.add("switch", id)
        j.add("on", on)
        write(j)
    }

    /// A switch's feedback cue (docs/feedback.md).
    func cue(tick: Int, id: String, cue: FeedbackCue) {
        var j = JSONObjectBuilder()
        j.add("event", "cue")
        j.add("tick", tick)
        j.add("switch", id)
        j.add("cue", cue.rawValue)
        write(j)
    }

    /// What a switch's owner did: its answer to an ask (with the value asked for) or a resolution.
    func owner(tick: Int, event: SwitchOwnerEvent) {
        var j = JSONObjectBuilder()
        switch event {
        case .decided(let id, let requested, let answer):
            j.add("event", "decide")
            j.add("tick", tick)
            j.add("switch", id)
            j.add("on", requested)
            j.add("answer", answer.rawValue)
        case .resolved(let id, let on):
            j.add("event", "resolve")
            j.add("tick", tick)
            j.add("switch", id)
            j.add("on", on)
        }
        write(j)
    }

    /// A theme reload, successful or with its first error.
    func reload(tick: Int, path: String, error: String?) {
        var j = JSONObjectBuilder()
        j.add("event", "reload")
        j.add("tick", tick)
        j.add("theme", path)
        j.add("ok", error == nil)
        if let error { j.add("error", error) }
        write(j)
    }

    /// Recording started or stopped (with the file, and the reason when it stopped on an error).
    func recording(tick: Int, started: Bool, file: String, error: String? = nil) {
        var j = JSONObjectBuilder()
        j.add("event", started ? "recording-start" : "recording-stop")
        j.add("tick", tick)
        j.add("file", file)
        if let error { j.add("error", error) }
        write(j)
    }

    /// A free-form milestone (started, screenshot written, quit).
    func note(tick: Int, event: String, detail: String? = nil) {
        var j = JSONObjectBuilder()
        j.add("event", event)
        j.add("tick", tick)
        if let detail { j.add("detail", detail) }
        write(j)
    }
}
