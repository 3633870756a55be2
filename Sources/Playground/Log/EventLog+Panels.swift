import JSONKit
import SceneGraph

extension EventLog {
    /// Where the gallery and each part of the dock are, in window points, at start and after each layout
    /// change, with each panel's rows and how many show whole: tools and tests check that nothing covers the
    /// gallery (docs/workbench.md).
    func panels(tick: Int, gallery: Rect, panels: [PanelReport]) {
        var j = JSONObjectBuilder()
        j.add("event", "panels")
        j.add("tick", tick)
        j.addRaw("gallery", Self.frame(gallery))
        let items = panels.map { panel in
            var e = JSONObjectBuilder()
            e.add("name", panel.name)
            e.addRaw("frame", Self.frame(panel.frame))
            e.add("rows", panel.rows)
            e.add("visibleRows", panel.visibleRows)
            e.add("tab", panel.tab)
            return e.line
        }
        j.addRaw("panels", "[" + items.joined(separator: ",") + "]")
        write(j)
    }

    /// The inspector's rows that show whole, each with its key path and its control's frame, whenever they
    /// change (opened on another switch, scrolled, laid out): `{"event":"inspector","switch":..,"rows":[
    /// {"path":"styles.mmm.track.off","frame":{...}}, ...]}`; an empty list when it closes.
    func inspector(tick: Int, switchID: String?, rows: [InspectorControl]) {
        var j = JSONObjectBuilder()
        j.add("event", "inspector")
        j.add("tick", tick)
        if let switchID { j.add("switch", switchID) }
        let items = rows.map { row in
            var e = JSONObjectBuilder()
            e.add("path", row.path.description)
            e.addRaw("frame", Self.frame(row.frame))
            return e.line
        }
        j.addRaw("rows", "[" + items.joined(separator: ",") + "]")
        write(j)
    }

    /// `{"x":..,"y":..,"w":..,"h":..}`.
    private static func frame(_ rect: Rect) -> String {
        var f = JSONObjectBuilder()
        f.addRaw("x", JSONWriter.number(rect.minX))
        f.addRaw("y", JSONWriter.number(rect.minY))
        f.addRaw("w", JSONWriter.number(rect.width))
        f.addRaw("h", JSONWriter.number(rect.height))
        return f.line
    }
}
