import SceneGraph

/// How the window is shared: the gallery on the left, and on wide windows a sidebar on the right for
/// the event log and the frame graph so they never cover a switch. Narrow windows overlay the panels.
struct WindowLayout: Equatable {
    /// Windows at least this wide get a sidebar.
    static let sidebarThreshold = 900.0
    static let sidebarWidth = 384.0

    let size: Size

    var hasSidebar: Bool { size.width >= Self.sidebarThreshold }

    /// Where the gallery's grid goes.
    var gallery: Rect {
        Rect(x: 0, y: 0, width: size.width - (hasSidebar ? Self.sidebarWidth : 0), height: size.height)
    }

    /// The sidebar, or the whole window when the panels overlay the gallery.
    var panels: Rect {
        guard hasSidebar else { return Rect(origin: .zero, size: size) }
        return Rect(x: size.width - Self.sidebarWidth, y: 0, width: Self.sidebarWidth, height: size.height)
    }
}
