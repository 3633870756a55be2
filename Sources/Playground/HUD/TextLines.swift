import SceneGraph

/// A stack of single-line texts interned once when they change, never per frame.
struct TextLines {
    private(set) var handles: [(handle: TextHandle, size: Size, color: Color)] = []

    /// Interns `lines`; with `wrapWidth` a line longer than that wraps onto more lines (the run grows down).
    mutating func set(
        _ lines: [(String, Color)], face: FontFace = .regular, wrapWidth: Double? = nil, resources: ResourceProvider
    ) {
        let runs = lines.map {
            TextRun(text: $0.0, face: face, size: HUDStyle.fontSize, wrapWidth: wrapWidth, alignment: .leading)
        }
        handles = zip(runs, lines).map { run, line in
            let h = resources.text(run)
            return (h, resources.size(of: h), line.1)
        }
    }

    /// Adds the lines' handles: they stay interned while the node holding them lives, shown or hidden.
    func collectResources(into use: inout ResourceUse) {
        for line in handles { use.insert(line.handle) }
    }

    /// The widest line, in points.
    var width: Double { handles.map(\.size.width).max() ?? 0 }

    /// The last line's bottom when drawn from y = 0, in points (a wrapped run counts all its lines).
    var height: Double {
        guard let last = handles.last else { return 0 }
        return Double(handles.count - 1) * HUDStyle.lineHeight + max(HUDStyle.lineHeight, last.size.height)
    }

    /// Draws the lines top-down from `origin`, one `HUDStyle.lineHeight` apart.
    func draw(into list: inout DrawList, origin: Point) {
        var y = origin.y
        for line in handles {
            list.text(line.handle, origin: Point(x: origin.x, y: y), size: line.size, color: line.color)
            y += HUDStyle.lineHeight
        }
    }
}
