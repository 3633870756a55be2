import SceneGraph

/// A stack of single-line texts interned once when they change, never per frame. Lines fitted to a width
/// end in "…" where they are longer, keeping their full text for the tooltip (`HUD.hover`).
struct TextLines {
    private(set) var handles: [(handle: TextHandle, size: Size, color: Color)] = []
    /// Each line's whole text, and whether it was cut to fit.
    private(set) var texts: [(text: String, cut: Bool)] = []

    /// Interns `lines`; with `wrapWidth` a line longer than that wraps onto more lines (the run grows down);
    /// with `fitWidth` a line longer than that is cut with an ellipsis.
    mutating func set(
        _ lines: [(String, Color)], face: FontFace = .regular, wrapWidth: Double? = nil, fitWidth: Double? = nil,
        resources: ResourceProvider
    ) {
        handles = []
        texts = []
        for line in lines {
            let run = TextRun(
                text: line.0, face: face, size: HUDStyle.fontSize, wrapWidth: wrapWidth, alignment: .leading)
            if let fitWidth {
                let fitted = TextFitting.fitted(run, width: max(0, fitWidth), resources: resources)
                handles.append((fitted.handle, fitted.size, line.1))
                texts.append((line.0, fitted.cut))
            } else {
                let handle = resources.text(run)
                handles.append((handle, resources.size(of: handle), line.1))
                texts.append((line.0, false))
            }
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

    /// Draws the lines top-down from `origin`, one `HUDStyle.lineHeight` apart: `count` of them from line
    /// `first` (every line by default).
    func draw(into list: inout DrawList, origin: Point, first: Int = 0, count: Int? = nil) {
        var y = origin.y
        let start = min(max(0, first), handles.count)
        let end = min(handles.count, start + max(0, count ?? handles.count))
        for line in handles[start..<end] {
            list.text(line.handle, origin: Point(x: origin.x, y: y), size: line.size, color: line.color)
            y += HUDStyle.lineHeight
        }
    }

    /// The whole text of line `index` when it was cut to fit; nil when it shows whole or there is none.
    func cutText(_ index: Int) -> String? {
        texts.indices.contains(index) && texts[index].cut ? texts[index].text : nil
    }
}
