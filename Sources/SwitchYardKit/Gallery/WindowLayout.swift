import SceneGraph

/// How a SwitchYard window is shared: the gallery on the left, and on wide windows a sidebar on the right
/// for the playground's event log and frame graph, so they never cover a switch. Narrow windows overlay
/// the panels. Replays lay the gallery out by the same rule, so a recording's frames hash the same.
public struct WindowLayout: Equatable, Sendable {
    /// Windows at least this wide get a sidebar.
    public static let sidebarThreshold = 900.0
    /// The sidebar's width in points, when there is one.
    public static let sidebarWidth = 384.0

    /// The window's size in points.
    public let size: Size
    /// The width of the playground's inspector column, between the gallery and the sidebar; 0 when closed.
    public let inspectorWidth: Double

    /// The layout of a window of `size` points, with an inspector column of `inspectorWidth` points.
    public init(size: Size, inspectorWidth: Double = 0) {
        self.size = size
        self.inspectorWidth = max(0, min(inspectorWidth, size.width))
    }

    /// True when the window is wide enough for a sidebar.
    public var hasSidebar: Bool { size.width >= Self.sidebarThreshold }

    /// Where the gallery's grid goes.
    public var gallery: Rect {
        let width = size.width - (hasSidebar ? Self.sidebarWidth : 0) - inspectorWidth
        return Rect(x: 0, y: 0, width: max(0, width), height: size.height)
    }

    /// The inspector's column: right of the gallery, left of the sidebar; nil when it is closed.
    public var inspector: Rect? {
        guard inspectorWidth > 0 else { return nil }
        let gallery = self.gallery
        return Rect(x: gallery.maxX, y: 0, width: inspectorWidth, height: size.height)
    }

    /// The sidebar, or the gallery's area (the whole window unless the inspector is open) when the panels
    /// overlay the gallery.
    public var panels: Rect {
        guard hasSidebar else { return gallery }
        return Rect(x: size.width - Self.sidebarWidth, y: 0, width: Self.sidebarWidth, height: size.height)
    }
}
