/// The playground's gallery: a scroll container that flows its cells with a `GalleryLayout`, reflowing
/// when its width or the layout changes and keeping the scroll offset within the new content.
package class GalleryNode: ScrollNode {
    /// How the cells are flowed into a grid; changing it reflows at once.
    package var layout: GalleryLayout {
        didSet { if layout != oldValue { reflow() } }
    }
    /// How the cells were placed by the last reflow.
    package private(set) var arrangement = GalleryArrangement(frames: [], contentSize: .zero, columns: 1)

    /// The gallery's frame; a new width reflows the cells into a new number of columns.
    override package var frame: Rect {
        didSet { if frame.width != oldValue.width { reflow() } }
    }

    /// An empty gallery at `frame` (points, in the parent's coordinates) flowing its cells with `layout`.
    package init(frame: Rect = .zero, layout: GalleryLayout = GalleryLayout()) {
        self.layout = layout
        super.init(frame: frame)
    }

    /// The cells in reading order: this node's children.
    package var cells: [Node] { children }

    /// Replaces every cell and reflows once.
    package func setCells(_ cells: [Node]) {
        removeAllChildren()
        for cell in cells { addChild(cell) }
        reflow()
    }

    /// Places the cells for the current width: each `CellNode` is re-fitted first, then every cell's own
    /// frame size decides its slot.
    package func reflow() {
        for case let cell as CellNode in children { cell.sizeToFit() }
        let placed = layout.arrange(children.map(\.frame.size), width: frame.width)
        for (cell, rect) in zip(children, placed.frames) { cell.frame = rect }
        arrangement = placed
        contentSize = placed.contentSize
    }
}
