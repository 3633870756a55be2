import SceneGraph

/// A stack of single-line texts interned once when they change, never per frame.
struct TextLines {
    private(set) var handles: [(handle: TextHandle, size: Size, color: Color)] = []
    private var runs: [TextRun] = []

    mutating func set(_ lines: [(String, Color)], face: FontFace = .regular, resources: ResourceProvider) {
        runs = lines.map { TextRun(text: $0.0, face: face, size: HUDStyle.fontSize, alignment: .leading) }
        handles = zip(runs, lines).map { run, line in
            let h = resources.text(run)
            return (h, resources.size(of: h), line.1)
        }
    }

    /// Interns the lines again, marking them in use, so a release of unused text (after a theme change)
    /// keeps them even while their panel is hidden and not drawn. Equal runs keep their handles.
    func renew(resources: ResourceProvider) {
        for run in runs { _ = resources.text(run) }
    }

    /// The widest line, in points.
    var width: Double { handles.map(\.size.width).max() ?? 0 }

    /// Draws the lines top-down from `origin`, one `HUDStyle.lineHeight` apart.
    func draw(into list: inout DrawList, origin: Point) {
        var y = origin.y
        for line in handles {
            list.text(line.handle, origin: Point(x: origin.x, y: y), size: line.size, color: line.color)
            y += HUDStyle.lineHeight
        }
    }
}
