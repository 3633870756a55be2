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
        guard rows != loggedInspectorRows else { return }
        loggedInspectorRows = rows
        eventLog.inspector(tick: tick, switchID: inspector.isOpen ? inspector.selectedID : nil, rows: rows)
    }
}
