/// A grid that flows cells into as many columns as the width allows, so the gallery reflows on resize.
/// Columns are as wide as the widest cell (or `cellSize`), rows as tall as their tallest cell; each cell
/// sits at the top of its slot, centred across it, and the grid is centred in the width left by padding.
package struct GalleryLayout: Hashable, Sendable {
    /// Space between the grid and the container's edges.
    package var padding: EdgeInsets
    /// Space between columns (`width`) and between rows (`height`).
    package var spacing: Size
    /// When set, every slot has this size whatever the cells measure; nil uses the cells' own sizes.
    package var cellSize: Size?
    /// An upper bound on the number of columns; nil allows as many as fit.
    package var maximumColumns: Int?

    /// A layout with 16-point padding and spacing, slots sized by the cells, and as many columns as fit.
    package init(
        padding: EdgeInsets = EdgeInsets(all: 16), spacing: Size = Size(width: 16, height: 16),
        cellSize: Size? = nil, maximumColumns: Int? = nil
    ) {
        self.padding = padding
        self.spacing = spacing
        self.cellSize = cellSize
        self.maximumColumns = maximumColumns
    }

    /// How many columns of slots `columnWidth` wide fit into `width` (never fewer than one).
    package func columnCount(columnWidth: Double, width: Double, cellCount: Int) -> Int {
        let upper = max(1, min(cellCount, maximumColumns ?? cellCount))
        let gap = Self.length(spacing.width)
        let available = width - Self.length(padding.left) - Self.length(padding.right)
        let fit = ((available + gap) / (Self.length(columnWidth) + gap)).rounded(.down)
        guard !fit.isNaN, fit >= 1 else { return 1 }
        return fit >= Double(upper) ? upper : max(1, Int(fit))
    }

    /// Places cells of the given sizes, in order, reading left to right then top to bottom, in a container
    /// `width` points wide.
    package func arrange(_ sizes: [Size], width: Double) -> GalleryArrangement {
        let slots = sizes.map { Self.clean(cellSize ?? $0) }
        let columnWidth = slots.reduce(0) { max($0, $1.width) }
        let columns = columnCount(columnWidth: columnWidth, width: width, cellCount: slots.count)
        let gapX = Self.length(spacing.width)
        let gapY = Self.length(spacing.height)
        let left = Self.length(padding.left)
        let top = Self.length(padding.top)
        let gridWidth = Double(columns) * columnWidth + Double(max(0, columns - 1)) * gapX
        let room = Self.length(width) - left - Self.length(padding.right) - gridWidth
        let x0 = left + max(0, room) / 2

        var frames: [Rect] = []
        frames.reserveCapacity(slots.count)
        var y = top
        var rowStart = 0
        while rowStart < slots.count {
            let rowEnd = min(rowStart + columns, slots.count)
            var rowHeight = 0.0
            for i in rowStart..<rowEnd {
                let slot = slots[i]
                let column = Double(i - rowStart)
                let x = x0 + column * (columnWidth + gapX) + (columnWidth - slot.width) / 2
                frames.append(Rect(x: x, y: y, width: slot.width, height: slot.height))
                rowHeight = max(rowHeight, slot.height)
            }
            y += rowHeight
            if rowEnd < slots.count { y += gapY }
            rowStart = rowEnd
        }
        let contentHeight = y + Self.length(padding.bottom)
        let contentWidth = max(Self.length(width), left + gridWidth + Self.length(padding.right))
        return GalleryArrangement(
            frames: frames, contentSize: Size(width: contentWidth, height: contentHeight), columns: columns)
    }

    /// A length that is finite and not negative (anything else counts as zero).
    private static func length(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }

    private static func clean(_ size: Size) -> Size { Size(width: length(size.width), height: length(size.height)) }
}

/// Where `GalleryLayout.arrange` put each cell, and how big the whole grid is.
package struct GalleryArrangement: Hashable, Sendable {
    /// One frame per cell, in the container's content coordinates, in the order given.
    package var frames: [Rect]
    /// The area the grid needs, padding included: the container's scrollable content size.
    package var contentSize: Size
    /// The number of columns the grid has, at least 1.
    package var columns: Int
}
