import SceneGraph
import Themes

/// The switches a theme lists, in a scrolling grid with captions showing each switch's live state: what the
/// playground, replays and soak show. Applying a new theme keeps every switch whose id survives, with its
/// value, gesture and animation.
final class Gallery {
    private let scene: Scene
    private let resources: ResourceProvider
    private let grid: GalleryNode
    private(set) var switches: [SwitchNode] = []
    private var specs: [String: SwitchSpec] = [:]
    private var cells: [String: CellNode] = [:]
    private var captionStyle = CaptionStyle()
    /// What each cell's reserved caption room was measured for: its title, style name, caption style and
    /// the switch's size.
    private var reservedFor: [String: ReservedCaption] = [:]

    /// Given every switch the gallery shows, each time it shows a theme: the engine listens to it.
    private let attach: (SwitchNode) -> Void

    /// A gallery in `scene`, laid out in `frame` (scene points), handing each switch it shows to `attach`,
    /// whose listener tells it of state changes (`switchChangedState(_:)`) for the captions.
    init(scene: Scene, frame: Rect, resources: ResourceProvider, attach: @escaping (SwitchNode) -> Void) {
        self.scene = scene
        self.resources = resources
        self.attach = attach
        grid = GalleryNode(
            frame: frame, layout: GalleryLayout(padding: EdgeInsets(all: 24), spacing: Size(width: 32, height: 28)))
        scene.root.addChild(grid)
    }

    /// The theme's `decide` for switch `id`; nil when it has none.
    func policy(for id: String) -> OwnerPolicy? {
        specs[id]?.owner
    }

    /// The theme's `accessibility` texts for switch `id`; nil when the gallery does not show it.
    func accessibilityText(for id: String) -> AccessibilityText? {
        specs[id]?.accessibility
    }

    /// The theme's caption for switch `id` as written (translated); nil when the gallery does not show it.
    func captionText(for id: String) -> String? {
        specs[id]?.caption
    }

    /// The switch with `id`, if the current theme has one.
    func switchNode(id: String) -> SwitchNode? {
        switches.first { $0.id == id }
    }

    /// The id of the switch whose cell lies under `point` (scene points), where the grid is not scrolled
    /// away or clipped; nil elsewhere.
    func switchID(at point: Point) -> String? {
        guard grid.sceneFrame.contains(point) else { return nil }
        return switches.first { cells[$0.id]?.sceneFrame.contains(point) ?? false }?.id
    }

    /// Shows `theme`: restyles surviving switches in place, adds new ones, removes the rest, in the theme's
    /// order. A surviving switch keeps its value and enabled flag, unless the theme's entry changed that
    /// value since the last theme (an edit to the file wins); with `resetStates`, every switch takes the
    /// theme's `on` and `enabled` values (a cold start).
    func show(_ theme: Theme, resetStates: Bool) {
        captionStyle = CaptionStyle(color: Color.readableText(on: theme.background), wrapWidth: nil)
        var next: [SwitchNode] = []
        var nextCells: [String: CellNode] = [:]
        var nextSpecs: [String: SwitchSpec] = [:]
        for spec in theme.switches {
            let node: SwitchNode
            let before = specs[spec.id]
            if let existing = switchNode(id: spec.id) {
                node = existing
                node.style = spec.style
                if resetStates {
                    node.setOn(spec.isOn, animated: false)
                } else if let before, before.isOn != spec.isOn {
                    // The file's value changed (an inspector or outside edit): it wins over the kept state.
                    node.setOn(spec.isOn, animated: true)
                }
            } else {
                node = SwitchNode(id: spec.id, style: spec.style, resources: resources, isOn: spec.isOn)
            }
            if resetStates || before?.isEnabled != spec.isEnabled { node.isEnabled = spec.isEnabled }
            attach(node)
            let cell = cells[spec.id] ?? CellNode(content: node, caption: "", resources: resources)
            cell.onCaptionTap = spec.style.captionTap == .toggle ? { [weak node] in node?.toggleAsTapped() } : nil
            nextSpecs[spec.id] = spec
            nextCells[spec.id] = cell
            next.append(node)
        }
        specs = nextSpecs
        cells = nextCells
        switches = next
        // Measuring every state's caption is the costly part of a restyle; a cell whose caption texts and
        // look are unchanged (most of them, in a reload or a preview of one value) keeps its room.
        var nextReserved: [String: ReservedCaption] = [:]
        for node in switches {
            guard let spec = specs[node.id] else { continue }
            let key = ReservedCaption(
                caption: spec.caption, styleName: spec.styleName, style: captionStyle, size: node.frame.size)
            if reservedFor[node.id] != key { reserveCaptionRoom(node) }
            nextReserved[node.id] = key
        }
        reservedFor = nextReserved
        for node in switches { updateCaption(node) }
        grid.setCells(switches.compactMap { cells[$0.id] })
        scene.setNeedsDisplay()
    }

    /// Gives the switch's cell room for the widest caption any of its states shows, so its live state
    /// caption never changes the cell's size: the grid never reflows under a held pointer.
    private func reserveCaptionRoom(_ node: SwitchNode) {
        guard let cell = cells[node.id] else { return }
        cell.minimumSize = .zero
        var room = Size.zero
        for state in SwitchState.allCases {
            for enabled in [true, false] {
                let text = caption(for: node, state: state, enabled: enabled)
                cell.setCaption(text, style: captionStyle, resources: resources)
                room.width = max(room.width, cell.frame.width)
                room.height = max(room.height, cell.frame.height)
            }
        }
        cell.minimumSize = room
    }

    /// A switch changed state: its caption shows the new one (nothing for a switch the gallery does not show).
    func switchChangedState(_ node: SwitchNode) {
        guard switchNode(id: node.id) === node else { return }
        updateCaption(node)
        grid.reflow()
    }

    /// Caption: the theme's caption, then the style name and the live state.
    private func caption(for node: SwitchNode, state: SwitchState, enabled: Bool) -> String {
        guard let spec = specs[node.id] else { return node.id }
        let title = spec.caption.isEmpty ? spec.id : spec.caption
        return "\(title)\n\(spec.styleName) · \(state.rawValue)\(enabled ? "" : " · disabled")"
    }

    private func updateCaption(_ node: SwitchNode) {
        cells[node.id]?.setCaption(
            caption(for: node, state: node.state, enabled: node.isEnabled), style: captionStyle, resources: resources)
    }

    /// Where the grid lies in the scene; setting it reflows the cells.
    var frame: Rect {
        get { grid.frame }
        set {
            grid.frame = newValue
            grid.reflow()
        }
    }
}

/// What a cell's caption room depends on.
private struct ReservedCaption: Equatable {
    let caption: String
    let styleName: String
    let style: CaptionStyle
    /// The switch's size: the room holds it too.
    let size: Size
}
