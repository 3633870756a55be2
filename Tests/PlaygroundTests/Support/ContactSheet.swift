import SceneGraph

/// One switch on a contact sheet: a style at a size, and the state to show it in.
struct SheetEntry {
    enum Pose {
        case off
        case on
        /// Switched on with animation, then the clock advanced by half the style's duration.
        case midAnimation
        /// Off, tapped by a finger while its owner answers pending, then the clock advanced by
        /// `ContactSheet.busyHold`: the thumb rests where the style's `pending.position` says and the busy
        /// look is part way through its cycle.
        case pending
    }

    var caption: String
    var style: SwitchStyle
    var pose: Pose
    var disabled = false
    var focused = false
    /// A pointer is down on the switch and held.
    var pressed = false
}

/// Many switches of one seed in one scene, row by row with a caption over each, so a single golden PNG
/// shows every look a style has: off, on and mid-animation at the seed's size, 300x100 and 20x10,
/// vertical, right-to-left, disabled, focused and pressed.
final class ContactSheet {
    static let margin = 16.0
    static let gap = 24.0
    static let captionHeight = 16.0
    static let titleHeight = 28.0
    static let minimumColumn = 96.0
    static let captionColor = Color(r: 90, g: 90, b: 100)
    /// Seconds a pending switch waits before the picture: longer than every seed's animation, and 3/8 into
    /// the busy look's one-second cycle (the spinner's fourth dot leads, the pulse is near its height).
    static let busyHold = 1.375

    let title: String
    let rows: [[SheetEntry]]
    /// Each entry's frame in the sheet, row by row.
    let frames: [[Rect]]
    let size: Size
    private(set) var nodes: [[SwitchNode]] = []
    private(set) var scene: Scene?

    init(title: String, rows: [[SheetEntry]]) {
        self.title = title
        self.rows = rows
        var frames: [[Rect]] = []
        var y = Self.margin + Self.titleHeight
        var width = 0.0
        for row in rows {
            var x = Self.margin
            var rowFrames: [Rect] = []
            let height = row.map(\.style.size.height).max() ?? 0
            for entry in row {
                let switchSize = entry.style.size
                rowFrames.append(Rect(origin: Point(x: x, y: y + Self.captionHeight), size: switchSize))
                x += max(switchSize.width, Self.minimumColumn) + Self.gap
            }
            width = max(width, x - Self.gap + Self.margin)
            y += Self.captionHeight + height + Self.gap
            frames.append(rowFrames)
        }
        self.frames = frames
        size = Size(width: width.rounded(.up), height: (y - Self.gap + Self.margin).rounded(.up))
    }

    /// The standard rows for `style` (whose size is the seed's).
    static func rows(for style: SwitchStyle) -> [[SheetEntry]] {
        let seed = style.size
        let seedName = "\(Int(seed.width))x\(Int(seed.height))"
        func poses(_ label: String, _ change: (inout SwitchStyle) -> Void) -> [SheetEntry] {
            var s = style
            change(&s)
            return [
                SheetEntry(caption: "\(label) off", style: s, pose: .off),
                SheetEntry(caption: "\(label) on", style: s, pose: .on),
                SheetEntry(caption: "\(label) mid", style: s, pose: .midAnimation),
            ]
        }
        return [
            poses(seedName) { _ in },
            poses("300x100") { $0.size = Size(width: 300, height: 100) },
            poses("20x10") { $0.size = Size(width: 20, height: 10) },
            poses("vertical") {
                $0.orientation = .vertical
                $0.size = Size(width: seed.height, height: seed.width)
            } + poses("rtl") { $0.direction = .rightToLeft },
            [
                SheetEntry(caption: "disabled off", style: style, pose: .off, disabled: true),
                SheetEntry(caption: "disabled on", style: style, pose: .on, disabled: true),
                SheetEntry(caption: "focused on", style: style, pose: .on, focused: true),
                SheetEntry(caption: "pressed off", style: style, pose: .off, pressed: true),
                SheetEntry(caption: "pressed on", style: style, pose: .on, pressed: true),
            ],
        ]
    }

    /// Builds the scene and brings every switch into its pose: pointers down and held (each its own
    /// finger), focus given, the press stretch settled, then the mid-animation switches turned on and the
    /// clock moved by half their duration.
    func pose(resources: ResourceProvider) {
        let scene = Scene(size: size)
        nodes = []
        for (r, row) in rows.enumerated() {
            var rowNodes: [SwitchNode] = []
            for (c, entry) in row.enumerated() {
                let node = SwitchNode(
                    id: "r\(r)c\(c)", style: entry.style, resources: resources, isOn: entry.pose == .on)
                node.frame = frames[r][c]
                scene.root.addChild(node)
                node.isEnabled = !entry.disabled
                rowNodes.append(node)
            }
            nodes.append(rowNodes)
        }
        var finger: Int64 = 0
        for (r, row) in rows.enumerated() {
            for (c, entry) in row.enumerated() {
                if entry.pressed {
                    finger += 1
                    scene.handle(.pointerDown(.finger(finger), frames[r][c].center, .primary))
                }
                if entry.focused { scene.setFocus(nodes[r][c]) }
            }
        }
        let settled = 1.0
        scene.advance(to: settled)
        var hold = 0.0
        for (r, row) in rows.enumerated() {
            for (c, entry) in row.enumerated() where entry.pose == .pending {
                finger += 1
                nodes[r][c].shouldChange = { _, _ in .pending }
                scene.handle(.pointerDown(.finger(finger), frames[r][c].center, .primary))
                scene.handle(.pointerUp(.finger(finger), frames[r][c].center, .primary))
                hold = Self.busyHold
            }
        }
        var half = 0.0
        for (r, row) in rows.enumerated() {
            for (c, entry) in row.enumerated() where entry.pose == .midAnimation {
                nodes[r][c].setOn(true, animated: true)
                half = max(half, nodes[r][c].style.animation.duration / 2)
            }
        }
        scene.advance(to: settled + max(half, hold))
        self.scene = scene
    }

    /// The scene's draw list with the title and a caption over every switch.
    func drawList(resources: ResourceProvider) -> DrawList {
        var list = DrawList()
        scene?.buildDrawList(into: &list)
        let title = resources.text(TextRun(text: self.title, face: .bold, size: 15, alignment: .leading))
        list.text(
            title, origin: Point(x: Self.margin, y: Self.margin), size: resources.size(of: title), color: .black)
        for (r, row) in rows.enumerated() {
            for (c, entry) in row.enumerated() {
                let caption = resources.text(TextRun(text: entry.caption, size: 11, alignment: .leading))
                let origin = Point(x: frames[r][c].minX, y: frames[r][c].minY - Self.captionHeight)
                list.text(caption, origin: origin, size: resources.size(of: caption), color: Self.captionColor)
            }
        }
        return list
    }
}
