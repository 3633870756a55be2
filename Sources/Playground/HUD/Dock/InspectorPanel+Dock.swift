import SceneGraph
import Themes

/// The inspector as the dock's Inspector tab: its fields are the rows; a wheel turn scrolls its list (the
/// inspector's own scene takes the wheel over it, this is for the dock's callers).
extension InspectorPanel: DockPanel {
    var rowCount: Int { rows.count }

    /// The fields' rows that show whole in the list at its scroll.
    var visibleRowCount: Int {
        let top = list.contentOffset.y
        let bottom = top + list.frame.height
        return rows.filter { $0.frame.minY >= top - 1e-9 && $0.frame.maxY <= bottom + 1e-9 }.count
    }

    /// The rows that show whole, each with its key path and its control's frame in window points (the
    /// text field, segments or switch; the row's own frame for a row without one): the `--log` file's
    /// `inspector` event, so a tool can click a value.
    var visibleControls: [InspectorControl] {
        let top = list.contentOffset.y
        let bottom = top + list.frame.height
        return rows.filter { $0.frame.minY >= top - 1e-9 && $0.frame.maxY <= bottom + 1e-9 }.map { row in
            let control: Node? = row.toggle ?? row.segments ?? row.textField
            return InspectorControl(path: row.field.path, frame: (control ?? row).sceneFrame)
        }
    }

    func scroll(dx: Double, dy: Double) {
        list.scroll(by: Point(x: dx, y: dy))
    }
}

/// A row of the inspector that shows whole: its key path and its control's frame in window points.
struct InspectorControl: Equatable {
    let path: ThemeKeyPath
    let frame: Rect
}

extension InspectorPanel {
    /// The whole label or source tag of the row under `point` (scene points) where it was cut to fit; nil
    /// elsewhere.
    func cutText(at point: Point) -> String? {
        guard !isHidden, list.sceneFrame.contains(point),
            let row = rows.first(where: { $0.sceneFrame.contains(point) })
        else { return nil }
        let local = point.x - row.sceneFrame.minX
        if local < InspectorRow.labelWidth { return row.cutTexts.label }
        return local >= row.sceneFrame.width - InspectorRow.sourceWidth ? row.cutTexts.source : nil
    }
}
