import SceneGraph

/// A panel in the dock: how many rows it has and how many show whole (the `--log` file's `panels` event,
/// docs/workbench.md), and what a wheel turn over it does.
protocol DockPanel: AnyObject {
    /// The rows of its content: lines, styles, fields.
    var rowCount: Int { get }
    /// The rows shown whole.
    var visibleRowCount: Int { get }
    /// Scrolls by a wheel turn (`InputEvent.wheel`'s points: positive `dy` shows what is below).
    func scroll(dx: Double, dy: Double)
}
