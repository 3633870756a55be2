/// The commands a frame is made of, in painter's order. Builders here drop what would draw nothing,
/// clamp radii to a pill, and keep clips and opacity groups nested, so a backend can play the list without
/// checks. Reused across frames (`reset()` keeps its capacity) so a steady frame allocates nothing.
/// Commands are stored as compact `DrawRecord`s and read back as `DrawCommand`s.
public struct DrawList: Sendable {
    /// What `pushOpacity` did, so `popOpacity` undoes exactly that.
    private enum Group: Sendable {
        /// Fully opaque: no command was needed.
        case opaque
        /// Nothing inside can show: an empty clip hides it.
        case hidden
        /// A `beginGroup` was emitted.
        case open
    }

    /// The commands built so far, in the order a backend plays them (later ones paint over earlier ones).
    package var commands: Commands { Commands(records: records, sources: sources) }
    private var records: [DrawRecord] = []
    /// The source rectangles of the images that draw part of themselves, in the order appended.
    private var sources: [Rect] = []
    private var clips: [Rect] = []
    /// `clips.last`, kept beside the stack: every command reads it, twice.
    private var innermostClip: Rect?
    private var groups: [Group] = []
    /// What the commands since `startMeasuring()` can touch, within their clips; nil when nothing.
    package private(set) var measuredBounds: Rect?
    /// How many image commands the list holds, so a player can skip looking for images in a list with none.
    package private(set) var imageCount = 0

    /// An empty list with no clip and no open group.
    public init() {}

    /// Empties the list, its clip stack and its group stack, keeping storage for the next frame.
    public mutating func reset() {
        records.removeAll(keepingCapacity: true)
        sources.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        innermostClip = nil
        groups.removeAll(keepingCapacity: true)
        measuredBounds = nil
        imageCount = 0
    }

    /// Starts measuring anew what the next commands touch (`measuredBounds`): how the scene learns where
    /// each node drew, so a change can redraw exactly that area.
    package mutating func startMeasuring() {
        measuredBounds = nil
    }

    /// Adds a drawing command's area, within the current clip, to `measuredBounds`.
    private mutating func measure(_ rect: Rect) {
        let visible = innermostClip.map { $0.intersection(rect) } ?? rect
        measuredBounds = measuredBounds.map { $0.union(visible) } ?? visible
    }

    /// The clip in force for the next command, already intersected with every enclosing clip.
    package var currentClip: Rect? { innermostClip }

    /// How many clips are open.
    package var clipDepth: Int { clips.count }

    /// `radius` clamped to what a rounded rectangle of this size can have: half the shorter side (a pill),
    /// which an infinite radius asks for; a negative or NaN radius means square corners.
    package static func clampedRadius(_ radius: Double, for rect: Rect) -> Double {
        let limit = min(rect.width, rect.height) / 2
        guard radius > 0 else { return 0 }
        return min(radius, limit)
    }

    private func isVisible(_ rect: Rect, _ color: Color) -> Bool {
        guard !rect.isEmpty, rect.isFinite, color.a > 0 else { return false }
        if let clip = innermostClip, !clip.intersects(rect) { return false }
        return true
    }

    /// Fills a rounded rectangle; `radius` larger than half the shorter side makes a pill.
    public mutating func fill(_ rect: Rect, radius: Double = 0, color: Color) {
        guard isVisible(rect, color) else { return }
        measure(rect)
        records.append(DrawRecord(.fill, rect: rect, first: Self.clampedRadius(radius, for: rect), color: color))
    }

    /// Fills the circle of `diameter` centred on `center`.
    public mutating func fillCircle(center: Point, diameter: Double, color: Color) {
        let rect = Rect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
        fill(rect, radius: diameter / 2, color: color)
    }

    /// Strokes the outline of a rounded rectangle with a ring `width` points wide, inside the outline.
    /// A ring as wide as the shape is a fill.
    public mutating func stroke(_ rect: Rect, radius: Double = 0, width: Double, color: Color) {
        guard width.isFinite, width > 0, isVisible(rect, color) else { return }
        measure(rect)
        let r = Self.clampedRadius(radius, for: rect)
        if width * 2 >= min(rect.width, rect.height) {
            records.append(DrawRecord(.fill, rect: rect, first: r, color: color))
        } else {
            records.append(DrawRecord(.stroke, rect: rect, first: r, second: width, color: color))
        }
    }

    /// Draws an image (or its `source` part) turned by `rotation` and stretched into `dest`, modulated by
    /// `color`.
    public mutating func image(
        _ handle: ImageHandle, source: Rect? = nil, dest: Rect, color: Color = .white,
        rotation: ImageRotation = .upright
    ) {
        guard isVisible(dest, color) else { return }
        var index: Int32 = -1
        if let source {
            guard !source.isEmpty, source.isFinite else { return }
            index = Int32(sources.count)
            sources.append(source)
        }
        measure(dest)
        imageCount += 1
        records.append(
            DrawRecord(.image, rect: dest, color: color, handle: handle.id, source: index, rotation: rotation))
    }

    /// Draws interned text of `size` points with its top-left corner at `origin`.
    public mutating func text(_ handle: TextHandle, origin: Point, size: Size, color: Color) {
        let rect = Rect(origin: origin, size: size)
        guard isVisible(rect, color) else { return }
        measure(rect)
        records.append(DrawRecord(.text, rect: rect, color: color, handle: handle.id))
    }

    /// Opens a clip: later commands are limited to `rect` within every enclosing clip.
    /// Always balanced by `popClip()`, even when the result is empty.
    public mutating func pushClip(_ rect: Rect) {
        var clip = rect.isFinite ? rect : .zero
        if let outer = innermostClip { clip = outer.intersection(clip) }
        if clip.isEmpty { clip = Rect(origin: clip.origin, size: .zero) }
        clips.append(clip)
        innermostClip = clip
        records.append(DrawRecord(.pushClip, rect: clip))
    }

    /// Closes the innermost clip; does nothing when none is open.
    public mutating func popClip() {
        guard clips.popLast() != nil else { return }
        innermostClip = clips.last
        if records.last?.kind == .pushClip {
            records.removeLast()
        } else {
            records.append(DrawRecord(.popClip))
        }
    }

    /// Opens an opacity group: what is drawn until `popOpacity()` is composited as one layer, limited to
    /// `bounds`, then blended with `opacity` (clamped to 0...1; NaN is 0), so overlapping parts do not show
    /// through each other. An opaque group emits nothing; a group that cannot show (opacity 0, `bounds`
    /// empty or outside the clip) hides its content behind an empty clip. Always balanced by `popOpacity()`;
    /// close clips opened inside a group before closing the group.
    public mutating func pushOpacity(_ opacity: Double, bounds: Rect) {
        let o = opacity.isNaN ? 0 : min(1, max(0, opacity))
        let outside = innermostClip.map { !$0.intersects(bounds) } ?? false
        if o >= 1 {
            groups.append(.opaque)
        } else if o <= 0 || bounds.isEmpty || !bounds.isFinite || outside {
            groups.append(.hidden)
            pushClip(.zero)
        } else {
            groups.append(.open)
            records.append(DrawRecord(.beginGroup, rect: bounds, first: o))
        }
    }

    /// Closes the innermost opacity group; does nothing when none is open. A group that drew nothing leaves
    /// no trace.
    public mutating func popOpacity() {
        guard let group = groups.popLast() else { return }
        switch group {
        case .opaque:
            return
        case .hidden:
            popClip()
        case .open:
            if records.last?.kind == .beginGroup {
                records.removeLast()
            } else {
                records.append(DrawRecord(.endGroup))
            }
        }
    }

    /// Appends every command of `other` (a list built on its own, such as another scene's) as if drawn here:
    /// its clips are intersected with the clip in force and what falls outside it is dropped, so a part of a
    /// picture composed from several scenes stays inside its place. `other` must be complete (every clip and
    /// group it opened closed), as `Scene.buildDrawList` leaves it.
    public mutating func append(_ other: DrawList) {
        for (position, command) in other.commands.enumerated() {
            switch command {
            case .fill(let rect, let radius, let color):
                fill(rect, radius: radius, color: color)
            case .stroke(let rect, let radius, let width, let color):
                stroke(rect, radius: radius, width: width, color: color)
            case .image(let handle, let source, let dest, let color, let rotation):
                image(handle, source: source, dest: dest, color: color, rotation: rotation)
            case .text(let handle, let origin, let color):
                text(handle, origin: origin, size: other.records[position].rect.size, color: color)
            case .pushClip(let rect):
                pushClip(rect)
            case .popClip:
                popClip()
            case .beginGroup(let bounds, let opacity):
                pushOpacity(opacity, bounds: bounds)
            case .endGroup:
                popOpacity()
            }
        }
    }
}

extension DrawList {
    /// A list's commands in painter's order, read back from its compact records as `DrawCommand` values
    /// equal to the ones built.
    package struct Commands: RandomAccessCollection, Equatable, Sendable {
        let records: [DrawRecord]
        let sources: [Rect]

        /// The first command's position, 0.
        package var startIndex: Int { 0 }
        /// One past the last command's position: the number of commands.
        package var endIndex: Int { records.count }

        /// The command at `position`.
        package subscript(position: Int) -> DrawCommand {
            records[position].command(sources: sources)
        }

        /// Where the command at `position` can paint, in points (`DrawRecord.area`); nil for a clip or group.
        package func area(at position: Int) -> Rect? {
            records[position].area
        }

        /// True when both hold the same commands in the same order.
        package static func == (lhs: Commands, rhs: Commands) -> Bool {
            lhs.elementsEqual(rhs)
        }

        /// Iterates with the subscript's getter. The default `IndexingIterator` reads each element through
        /// the collection's `_read` coroutine, whose frame the Swift 6.3 runtime allocates on the heap when
        /// called from another module: a `for` loop over a frame's commands made one heap allocation per
        /// command (the bench's "allocs" column).
        package func makeIterator() -> Iterator {
            Iterator(commands: self)
        }

        /// The commands in order, read with the subscript's getter.
        package struct Iterator: IteratorProtocol {
            let commands: Commands
            var position = 0

            /// The next command, or nil after the last.
            package mutating func next() -> DrawCommand? {
                guard position < commands.records.count else { return nil }
                defer { position += 1 }
                return commands[position]
            }
        }
    }
}
