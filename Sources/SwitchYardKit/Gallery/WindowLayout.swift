import SceneGraph

/// Where a gallery goes by default: the whole window, or on wide windows all but a sidebar on the right.
/// Replays lay the gallery out by this rule, and so does the playground while it records, so a recording's
/// frames hash the same; otherwise the playground gives the gallery the space its shown panels leave
/// (`SwitchYardEngine.galleryArea`).
public struct WindowLayout: Equatable, Sendable {
    /// Windows at least this wide get a sidebar.
    public static let sidebarThreshold = 900.0
    /// The sidebar's width in points, when there is one.
    public static let sidebarWidth = 384.0

    /// The window's size in points.
    public let size: Size

    /// The layout of a window of `size` points.
    public init(size: Size) {
        self.size = size
    }

    /// True when the window is wide enough for a sidebar.
    public var hasSidebar: Bool { size.width >= Self.sidebarThreshold }

    /// Where the gallery's grid goes.
    public var gallery: Rect {
        Rect(x: 0, y: 0, width: size.width - (hasSidebar ? Self.sidebarWidth : 0), height: size.height)
    }

    /// The sidebar, or the whole window when the panels overlay the gallery.
    public var panels: Rect {
        guard hasSidebar else { return Rect(origin: .zero, size: size) }
        return Rect(x: size.width - Self.sidebarWidth, y: 0, width: Self.sidebarWidth, height: size.height)
    }
}
