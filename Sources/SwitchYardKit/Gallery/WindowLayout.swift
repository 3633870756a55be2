import SceneGraph

/// Where a gallery goes by default: the whole window, or on wide windows all but a sidebar on the right.
/// Replays lay the gallery out by this rule, and so does the playground while it records, so a recording's
/// frames hash the same; otherwise the playground gives the gallery the space its shown panels leave
/// (`SwitchYardEngine.galleryArea`).
package struct WindowLayout: Equatable, Sendable {
    /// Windows at least this wide get a sidebar.
    package static let sidebarThreshold = 900.0
    /// The sidebar's width in points, when there is one.
    package static let sidebarWidth = 384.0

    /// The window's size in points.
    package let size: Size

    /// The layout of a window of `size` points.
    package init(size: Size) {
        self.size = size
    }

    /// True when the window is wide enough for a sidebar.
    package var hasSidebar: Bool { size.width >= Self.sidebarThreshold }

    /// Where the gallery's grid goes.
    package var gallery: Rect {
        Rect(x: 0, y: 0, width: size.width - (hasSidebar ? Self.sidebarWidth : 0), height: size.height)
    }

    /// The sidebar, or the whole window when the panels overlay the gallery.
    package var panels: Rect {
        guard hasSidebar else { return Rect(origin: .zero, size: size) }
        return Rect(x: size.width - Self.sidebarWidth, y: 0, width: Self.sidebarWidth, height: size.height)
    }
}
