import SceneGraph

extension PlaygroundApp {
    // MARK: Dock

    /// Hands `input` to the dock (`HUD.handleDock`): true when it took it. A press on a tab does what the
    /// tab's key does.
    func dockTakes(_ input: InputEvent) -> Bool {
        if case .pointerMove(.mouse, let point) = input { lastMouse = point }
        switch hud.handleDock(
            input, mouse: lastMouse, control: pump.isControlHeld, shift: pump.isShiftHeld)
        {
        case .passed:
            return false
        case .taken:
            syncGalleryArea()
            return true
        case .tab(let panel):
            perform(.togglePanel(panel))
            return true
        }
    }

    /// Writes the `--log` file's `panels` event at start and after each change of the dock's layout.
    func logPanelsIfChanged() {
        guard let eventLog else { return }
        if hud.takeLayoutChange() {
            let report = hud.panelsReport
            eventLog.panels(tick: tick, gallery: report.gallery, panels: report.panels)
        }
        let rows = inspector.isOpen ? inspector.panel.visibleControls : []
        let shown = rows.map { "\($0.path)@\($0.frame)" }
        guard shown != loggedInspectorRows else { return }
        loggedInspectorRows = shown
        eventLog.inspector(tick: tick, switchID: inspector.isOpen ? inspector.selectedID : nil, rows: rows)
    }
}
