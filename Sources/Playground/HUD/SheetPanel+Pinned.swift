import SceneGraph

extension SheetPanel {
    /// The height of the header band pinned at the panel's top: from the headers' top to the first row.
    func pinnedHeaderHeight(_ sheet: StatesSheet) -> Double {
        guard let top = sheet.headers.map(\.frame.minY).min(), let first = sheet.rows.first?.frame.minY,
            offset.y > top
        else { return 0 }
        return first - top
    }

    /// Draws the column headers over the sheet's top and the style names down its left once they would scroll
    /// away, each on a band of the sheet's background, so a panned sheet keeps saying which style and state
    /// a cell is.
    func drawPinned(_ sheet: StatesSheet, into list: inout DrawList, room: Rect, origin: Point) {
        let color = Color.readableText(on: sheet.background)
        let gap = StatesSheet.rowGap
        let columnHeaders = sheet.headers.dropLast()
        let headerTop = sheet.headers.map(\.frame.minY).min() ?? 0
        let nameWidth = sheet.nameColumnEnd + StatesSheet.columnGap / 2
        if offset.x > 0 {
            let bottom = min(room.maxY, origin.y + sheet.size.height)
            list.fill(
                Rect(x: room.minX, y: room.minY, width: nameWidth, height: max(0, bottom - room.minY)),
                color: sheet.background)
            for row in sheet.rows {
                let frame = row.nameText.frame.offsetBy(dx: room.minX, dy: origin.y)
                list.pushClip(frame)
                list.text(row.nameText.handle, origin: frame.origin, size: frame.size, color: color)
                list.popClip()
            }
        }
        let band = pinnedHeaderHeight(sheet)
        if band > 0 {
            list.fill(
                Rect(x: room.minX, y: room.minY, width: room.width, height: band - gap / 2), color: sheet.background)
            for header in columnHeaders {
                let frame = header.frame.offsetBy(dx: origin.x, dy: room.minY - headerTop)
                list.text(header.handle, origin: frame.origin, size: frame.size, color: color)
            }
        }
        if let corner = sheet.headers.last, offset.x > 0 || band > 0 {
            let y = band > 0 ? room.minY : origin.y + corner.frame.minY
            list.fill(
                Rect(x: room.minX, y: y, width: nameWidth, height: max(corner.frame.height, band - gap / 2)),
                color: sheet.background)
            list.text(
                corner.handle, origin: Point(x: room.minX + corner.frame.minX, y: y), size: corner.frame.size,
                color: color)
        }
    }
}
