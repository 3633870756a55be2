import TestSupport
import Testing

@testable import SceneGraph

@Suite struct LayoutTests {
    private let layout = GalleryLayout(padding: EdgeInsets(all: 10), spacing: Size(width: 20, height: 5))

    @Test func columnsComeFromTheWidth() {
        #expect(layout.columnCount(columnWidth: 100, width: 240, cellCount: 10) == 2)
        #expect(layout.columnCount(columnWidth: 100, width: 239, cellCount: 10) == 1)
        #expect(layout.columnCount(columnWidth: 100, width: 10_000, cellCount: 3) == 3)
        #expect(layout.columnCount(columnWidth: 100, width: 5, cellCount: 3) == 1)
        #expect(layout.columnCount(columnWidth: 0, width: .infinity, cellCount: 4) == 4)
        #expect(layout.columnCount(columnWidth: .nan, width: .nan, cellCount: 0) == 1)
        var capped = layout
        capped.maximumColumns = 2
        #expect(capped.columnCount(columnWidth: 10, width: 1000, cellCount: 9) == 2)
    }

    @Test func cellsFlowIntoRowsCentredInTheirSlots() {
        let sizes = [Size(width: 100, height: 30), Size(width: 60, height: 50), Size(width: 100, height: 10)]
        let placed = layout.arrange(sizes, width: 240)
        #expect(placed.columns == 2)
        #expect(placed.frames == [gr(10, 10, 100, 30), gr(150, 10, 60, 50), gr(10, 65, 100, 10)])
        #expect(placed.contentSize == Size(width: 240, height: 85))
    }

    @Test func reflowOnResizeChangesColumnsAndHeight() {
        let sizes = Array(repeating: Size(width: 50, height: 20), count: 6)
        let wide = layout.arrange(sizes, width: 500)
        let narrow = layout.arrange(sizes, width: 150)
        #expect(wide.columns == 6 && wide.contentSize.height == 40)
        #expect(narrow.columns == 2 && narrow.contentSize.height == 20 + 3 * 20 + 2 * 5)
        #expect(wide.frames[0].minX == 10 + (480 - 400) / 2, "a grid narrower than the width is centred")
    }

    @Test func fixedCellSizeAndEmptyInput() {
        var fixed = layout
        fixed.cellSize = Size(width: 80, height: 40)
        let placed = fixed.arrange([Size(width: 10, height: 10), Size(width: 500, height: 500)], width: 200)
        #expect(placed.frames.allSatisfy { $0.size == Size(width: 80, height: 40) })
        let none = layout.arrange([], width: 300)
        #expect(none.frames.isEmpty && none.contentSize == Size(width: 300, height: 20))
    }

    @Test func cellPutsItsCaptionUnderTheContent() {
        let resources = GraphFakeResources()
        let content = Node(frame: gr(0, 0, 51, 31))
        let cell = CellNode(
            content: content, caption: "UISwitch", style: CaptionStyle(size: 12, gap: 6), resources: resources)
        #expect(cell.captionSize == Size(width: 56, height: 15))
        #expect(cell.frame.size == Size(width: 56, height: 52))
        #expect(content.frame.origin == gp(2.5, 0))
        #expect(cell.captionOrigin == gp(0, 37))
        let s = Scene(size: Size(width: 300, height: 300))
        cell.frame.origin = gp(100, 100)
        s.root.addChild(cell)
        var list = DrawList()
        s.buildDrawList(into: &list)
        #expect(
            Array(list.commands) == [.text(TextHandle(id: 0), origin: gp(100, 137), color: cell.captionStyle.color)])
        cell.setCaption("", style: CaptionStyle(), resources: resources)
        #expect(cell.caption == nil && cell.frame.size == Size(width: 51, height: 31))
    }

    @Test func galleryReflowsOnResizeAndKeepsItsScrollInRange() {
        let resources = GraphFakeResources()
        let gallery = GalleryNode(frame: gr(0, 0, 300, 100), layout: layout)
        let cells = (0..<8).map { i in
            CellNode(content: Node(frame: gr(0, 0, 60, 30)), caption: "#\(i)", resources: resources)
        }
        gallery.setCells(cells)
        #expect(gallery.arrangement.columns == 3)
        let cellHeight = 30 + 8 + 13 * 1.25
        #expect(cells[0].frame.size.height == cellHeight)
        #expect(gallery.contentSize.height == 10 + 3 * cellHeight + 2 * 5 + 10)
        gallery.contentOffset = gp(0, 1000)
        #expect(gallery.contentOffset.y == gallery.contentSize.height - 100)
        gallery.frame.size.width = 700
        #expect(gallery.arrangement.columns == 8)
        #expect(gallery.contentOffset == .zero, "everything fits now")
        #expect(cells[7].frame.minY == 10)
    }
}
