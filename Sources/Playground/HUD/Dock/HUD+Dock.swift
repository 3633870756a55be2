import SceneGraph

/// What the dock did with a pointer input the app handed it.
enum DockInput: Equatable {
    /// Not the dock's: the app goes on with it.
    case passed
    /// The dock took it (a splitter drag, a wheel turn over a panel, a press on the dock's background).
    case taken
    /// A press on a tab: the app does what the tab's key does.
    case tab(Panel)
}

/// One entry of the `--log` file's `panels` event: a part of the dock, where it is, and its rows.
struct PanelReport: Equatable {
    let name: String
    let frame: Rect
    let rows: Int
    let visibleRows: Int
    /// True for the dock's tabs' panels.
    let tab: Bool
}

extension HUD {
    /// The dock's share of a pointer input (mouse only; touch mode's fingers are the gallery's): the splitter
    /// is dragged, tabs are pressed, the states sheet is zoomed (its buttons, the wheel with `control` held)
    /// and dragged, the wheel scrolls the panel under `mouse` (across with `shift` held), and a move shows
    /// the tooltip of cut text under it.
    func handleDock(_ input: InputEvent, mouse: Point?, control: Bool = false, shift: Bool = false) -> DockInput {
        let layout = dockLayout
        switch input {
        case .pointerDown(.mouse, let point, .primary):
            if let splitter = layout.splitter, splitter.insetBy(dx: -3, dy: -3).contains(point) {
                draggingSplitter = true
                return .taken
            }
            if let tab = chrome.tab(at: point) { return .tab(tab) }
            if !sheet.isHidden, sheet.frame.contains(point) {
                let buttons = sheet.zoomButtons
                if buttons.out.contains(point) || buttons.in.contains(point) {
                    sheet.zoom(by: buttons.in.contains(point) ? 1 : -1)
                } else {
                    sheetDrag = point
                }
                return .taken
            }
            return onDock(point) ? .taken : .passed
        case .pointerMove(.mouse, let point):
            if draggingSplitter {
                dragSplitter(to: point)
                return .taken
            }
            if let last = sheetDrag {
                sheet.scroll(dx: last.x - point.x, dy: last.y - point.y)
                sheetDrag = point
                return .taken
            }
            hover(at: point)
            return .passed
        case .pointerUp(.mouse, _, _) where draggingSplitter || sheetDrag != nil:
            draggingSplitter = false
            sheetDrag = nil
            return .taken
        case .wheel(let dx, let dy):
            guard let mouse, let panel = dockPanel(at: mouse) else { return .passed }
            if control, panel === sheet {
                sheet.zoom(by: dy < 0 ? 1 : dy > 0 ? -1 : 0)
            } else if shift, dx == 0 {
                panel.scroll(dx: dy, dy: 0)
            } else {
                panel.scroll(dx: dx, dy: dy)
            }
            return .taken
        default:
            return .passed
        }
    }

    /// True when `point` lies on the dock, its strip or the bar (where a press is the dock's, not the
    /// gallery's).
    func onDock(_ point: Point) -> Bool {
        let layout = dockLayout
        return [layout.dock, layout.tabStrip, layout.bar].contains { $0?.contains(point) ?? false }
    }

    /// The shown panel with rows under `point`; nil elsewhere.
    func dockPanel(at point: Point) -> DockPanel? {
        dockLayout.panels.first { $0.value.contains(point) }.flatMap { dockPanels[$0.key] }
    }

    /// Moves the splitter to `point`: the side dock's width or the drawer's height, kept for the session.
    private func dragSplitter(to point: Point) {
        guard let extent = dockLayout.splitterExtent(at: point) else { return }
        let size = scene.size
        if let side = extent.side {
            state.sideWidth = min(max(side, DockLayout.minimumSide), size.width * DockLayout.maximumSideShare)
        }
        if let drawer = extent.drawer {
            state.drawerHeight = min(max(drawer, DockLayout.minimumDrawer), size.height * DockLayout.maximumDrawerShare)
        }
        layout()
    }

    /// Shows the whole text of a cut tab title, line or bar under `point` as the tooltip, or hides it.
    func hover(at point: Point) {
        var text = chrome.cutText(at: point)
        if text == nil, !logPanel.isHidden { text = logPanel.cutText(at: point) }
        if text == nil, !help.isHidden { text = help.cutText(at: point) }
        if text == nil, !errorList.isHidden { text = errorList.cutText(at: point) }
        if text == nil, let inspector { text = inspector.panel.cutText(at: point) }
        if text == nil, !bar.isHidden, bar.frame.contains(point) { text = bar.cutText }
        guard text != tooltip.text || (text != nil && tooltip.frame.origin != tipOrigin(point)) else { return }
        tooltip.show(text)
        guard text != nil else { return }
        let size = scene.size
        tooltip.limitWidth(to: max(80, min(480, size.width - 16)))
        let tip = tooltip.preferredSize
        let origin = tipOrigin(point)
        tooltip.frame = Rect(
            x: max(0, min(origin.x, size.width - tip.width)), y: max(0, min(origin.y, size.height - tip.height)),
            width: tip.width, height: tip.height)
    }

    private func tipOrigin(_ point: Point) -> Point {
        Point(x: point.x + 12, y: point.y + 18)
    }

    /// The gallery and every part of the dock that shows, for the `--log` file's `panels` event.
    var panelsReport: (gallery: Rect, panels: [PanelReport]) {
        let layout = dockLayout
        var reports: [PanelReport] = []
        for panel in Panel.allCases {
            guard let frame = layout.panels[panel] else { continue }
            let rows = dockPanels[panel]
            reports.append(
                PanelReport(
                    name: panel.name, frame: frame, rows: rows?.rowCount ?? 0,
                    visibleRows: rows?.visibleRowCount ?? 0, tab: panel.isTab))
        }
        let parts: [(String, Rect?, Int)] = [
            ("tabs", layout.tabStrip, tabs.count), ("splitter", layout.splitter, 0), ("banner", layout.banner, 1),
            ("bar", layout.bar, 1),
        ]
        for (name, frame, rows) in parts {
            guard let frame else { continue }
            reports.append(PanelReport(name: name, frame: frame, rows: rows, visibleRows: rows, tab: false))
        }
        return (layout.gallery, reports)
    }

    /// True once after each change of the layout (and at the first call): the app then writes a `panels`
    /// event.
    func takeLayoutChange() -> Bool {
        guard reportedLayout != dockLayout else { return false }
        reportedLayout = dockLayout
        return true
    }
}
