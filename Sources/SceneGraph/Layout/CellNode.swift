/// A gallery cell: a content node (a switch) with a caption centred under it. The cell sizes itself to
/// hold both (`sizeToFit()`); the gallery only places it.
package class CellNode: Node {
    /// The node shown above the caption; its frame's size is its own, the cell sets its position.
    package let content: Node
    /// The interned caption, or nil for an empty caption.
    package private(set) var caption: TextHandle?
    /// The caption's laid-out size in points.
    package private(set) var captionSize: Size = .zero
    /// How the caption looks and how far it sits under the content; set with `setCaption(_:style:resources:)`.
    package private(set) var captionStyle: CaptionStyle
    /// The caption's top-left corner in the cell's coordinates.
    package private(set) var captionOrigin: Point = .zero

    /// Interns `caption` through `resources` and sizes the cell around `content` and the caption.
    package init(content: Node, caption: String, style: CaptionStyle = CaptionStyle(), resources: ResourceProvider) {
        self.content = content
        self.captionStyle = style
        super.init()
        addChild(content)
        setCaption(caption, style: style, resources: resources)
    }

    /// Replaces the caption text or style (a theme reload or a language change) and re-fits the cell.
    package func setCaption(_ text: String, style: CaptionStyle, resources: ResourceProvider) {
        captionStyle = style
        if text.isEmpty {
            caption = nil
            captionSize = .zero
        } else {
            let run = TextRun(text: text, face: style.face, size: style.size, wrapWidth: style.wrapWidth)
            let handle = resources.text(run)
            caption = handle
            captionSize = resources.size(of: handle)
        }
        sizeToFit()
    }

    /// Adds the caption's text handle; the content reports its own resources as a child.
    override package func collectResources(into use: inout ResourceUse) {
        if let caption { use.insert(caption) }
    }

    /// The cell's frame; a new size re-centres the content and the caption across it.
    override package var frame: Rect {
        didSet { if frame.size != oldValue.size { placeParts() } }
    }

    /// The smallest size `sizeToFit()` gives the cell: reserve room for the longest caption it will show,
    /// so a changing caption never changes the cell's size (and a gallery never reflows under a pointer).
    package var minimumSize = Size.zero {
        didSet { if minimumSize != oldValue { sizeToFit() } }
    }

    /// Sets the cell's size to hold the content and the caption (at least `minimumSize`), and places both,
    /// centred across it. Call it after the content changes size.
    package func sizeToFit() {
        let contentSize = content.frame.size
        let width = max(contentSize.width, captionSize.width, minimumSize.width, 0)
        let height = max(max(0, contentSize.height) + captionGap + max(0, captionSize.height), minimumSize.height)
        frame.size = Size(width: width, height: height)
        placeParts()
    }

    private var captionGap: Double { caption == nil ? 0 : max(0, captionStyle.gap) }

    /// Centres the content at the top of the cell's current width and the caption under it.
    private func placeParts() {
        let contentSize = content.frame.size
        content.frame.origin = Point(x: (frame.width - contentSize.width) / 2, y: 0)
        captionOrigin = Point(x: (frame.width - captionSize.width) / 2, y: max(0, contentSize.height) + captionGap)
        setNeedsDisplay()
    }

    /// Called when a primary press on the caption is let go on it; nil (the default) leaves the caption to
    /// whatever lies under it. The gallery sets it for a style whose `captionTap` is `toggle`.
    package var onCaptionTap: (() -> Void)? {
        didSet { if (onCaptionTap == nil) != (oldValue == nil) { geometryDidChange() } }
    }
    private var captionPointer: PointerID?

    /// The caption's part of the cell: the cell's width under the content.
    private var captionArea: Rect {
        let top = max(0, content.frame.maxY)
        return Rect(x: 0, y: top, width: frame.width, height: max(0, frame.height - top))
    }

    /// True while the caption takes taps (`onCaptionTap` is set).
    override open var acceptsPointers: Bool { onCaptionTap != nil }

    /// Takes a primary press that begins on the caption.
    override open func pointerBegan(_ contact: PointerContact) -> Bool {
        guard contact.button == .primary, captionPointer == nil, captionArea.contains(contact.location) else {
            return false
        }
        captionPointer = contact.id
        return true
    }

    /// Calls `onCaptionTap` when the press is let go on the caption.
    override open func pointerEnded(_ contact: PointerContact) {
        guard captionPointer == contact.id else { return }
        captionPointer = nil
        if captionArea.contains(contact.location) { onCaptionTap?() }
    }

    /// Forgets the press: nothing toggles.
    override open func pointerCancelled(_ id: PointerID) {
        if captionPointer == id { captionPointer = nil }
    }

    /// Draws the caption under the content (the content draws itself as a child); nothing without a caption.
    package override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        guard let caption else { return }
        let origin = Point(x: rect.minX + captionOrigin.x * scale, y: rect.minY + captionOrigin.y * scale)
        list.text(caption, origin: origin, size: captionSize * scale, color: captionStyle.color)
    }
}
