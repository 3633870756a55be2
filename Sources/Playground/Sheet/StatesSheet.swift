import SceneGraph
import Themes

/// Every style of a theme in every `SheetState` and in `Filmstrip.count` moments of its off-to-on
/// animation, one row per style with the style's name (and the feedback cues it gives) as the row header and
/// the states as column headers:
/// what `switchyard sheet` writes and the window's sheet panel (S) shows. Each row is a scene of its own (a
/// scene has one focus, and each row needs a focused switch); the rows share the caller's resources. A
/// row is as tall as its tallest switch or its wrapped name, so rows never overlap.
final class StatesSheet {
    static let margin = 16.0
    static let columnGap = 14.0
    /// The extra gap between the states and the filmstrip.
    static let groupGap = 24.0
    static let rowGap = 10.0
    /// Room around each switch for its focus ring and a spring's overshoot.
    static let cellPadding = 6.0
    /// Style names wrap at this width.
    static let nameWidth = 200.0
    static let minimumColumn = 56.0
    static let titleSize = 15.0
    static let labelSize = 11.0
    static let captionSize = 10.0
    static let captionHeight = 14.0
    /// Scene seconds before the filmstrip starts, so every press has settled.
    static let settle = 1.0

    /// One row: a style, its scene and where its parts lie (relative to the sheet's origin).
    struct Row {
        let name: String
        let scene: Scene
        let holder: Node
        let frame: Rect
        let nameText: Label
        /// Which feedback cues the style gives (`CueSummary`), under its name; nil for a silent style.
        let cueText: Label?
        let captions: [Label]
    }

    /// Interned text and where it goes relative to the sheet's origin.
    struct Label {
        let handle: TextHandle
        let frame: Rect
    }

    /// The sheet's size in points.
    let size: Size
    /// The styles in row order (by name).
    let styleNames: [String]
    let background: Color
    private let textColor: Color
    /// The rows in style order, each with where it lies and where its name goes.
    private(set) var rows: [Row] = []
    /// The column headers, then the name column's ("style").
    private(set) var headers: [Label] = []
    private var title: Label?
    /// The name column's right edge (the first state column starts a gap after it).
    private(set) var nameColumnEnd = 0.0
    private var scratch = DrawList()

    /// The sheet of `theme`'s styles, titled `title`, with text and images from `resources`.
    init(theme: Theme, title: String, resources: ResourceProvider) {
        background = theme.background
        textColor = Color.readableText(on: theme.background)
        let names = theme.styles.keys.sorted()
        styleNames = names
        let styles = names.compactMap { theme.styles[$0] }
        let films = styles.map { Filmstrip(curve: $0.animation.curve, duration: $0.animation.duration) }
        let columnCount = SheetState.allCases.count + Filmstrip.count
        let headerTitles = SheetState.allCases.map(\.title) + (1...Filmstrip.count).map { "off→on \($0)" }

        func text(_ string: String, face: FontFace = .regular, size: Double, wrap: Double? = nil) -> (TextHandle, Size)
        {
            let handle = resources.text(
                TextRun(text: string, face: face, size: size, wrapWidth: wrap, alignment: .leading))
            return (handle, resources.size(of: handle))
        }

        // Columns: as wide as the widest switch (with room for its ring) or the minimum.
        var widths = [Double](repeating: Self.minimumColumn, count: columnCount)
        for style in styles {
            for c in 0..<columnCount { widths[c] = max(widths[c], style.size.width + 2 * Self.cellPadding) }
        }
        var nameColumn = 0.0
        var nameTexts: [(TextHandle, Size)] = []
        var cueTexts: [(TextHandle, Size)?] = []
        for (name, style) in zip(names, styles) {
            let measured = text(name, face: .bold, size: Self.labelSize, wrap: Self.nameWidth)
            nameTexts.append(measured)
            nameColumn = max(nameColumn, min(measured.1.width, Self.nameWidth))
            let cues = CueSummary.text(for: style.feedback).map {
                text($0, size: Self.captionSize, wrap: Self.nameWidth)
            }
            cueTexts.append(cues)
            if let cues { nameColumn = max(nameColumn, min(cues.1.width, Self.nameWidth)) }
        }
        nameColumn = max(nameColumn, 40)
        nameColumnEnd = Self.margin + nameColumn
        var xs: [Double] = []
        var x = Self.margin + nameColumn + Self.columnGap
        for c in 0..<columnCount {
            if c == SheetState.allCases.count { x += Self.groupGap }
            xs.append(x)
            x += widths[c] + Self.columnGap
        }
        let width = x - Self.columnGap + Self.margin

        var y = Self.margin
        let titleText = text(title, face: .bold, size: Self.titleSize, wrap: width - 2 * Self.margin)
        self.title = Label(handle: titleText.0, frame: Rect(origin: Point(x: Self.margin, y: y), size: titleText.1))
        y += titleText.1.height + Self.rowGap
        var headerHeight = 0.0
        for c in 0..<columnCount {
            let header = text(headerTitles[c], face: .bold, size: Self.labelSize, wrap: widths[c])
            headers.append(Label(handle: header.0, frame: Rect(origin: Point(x: xs[c], y: y), size: header.1)))
            headerHeight = max(headerHeight, header.1.height)
        }
        let styleHeader = text("style", face: .bold, size: Self.labelSize)
        headers.append(
            Label(handle: styleHeader.0, frame: Rect(origin: Point(x: Self.margin, y: y), size: styleHeader.1)))
        y += max(headerHeight, styleHeader.1.height) + Self.rowGap

        for (index, style) in styles.enumerated() {
            let switchHeight = style.size.height + 2 * Self.cellPadding
            let nameHeight = nameTexts[index].1.height
            let cueText = cueTexts[index].map { cues in
                Label(
                    handle: cues.0,
                    frame: Rect(x: Self.margin, y: y + nameHeight, width: nameColumn, height: cues.1.height))
            }
            let height = max(nameHeight + (cueText?.frame.height ?? 0), switchHeight + Self.captionHeight)
            let frame = Rect(x: 0, y: y, width: width, height: height)
            let nameText = Label(
                handle: nameTexts[index].0,
                frame: Rect(x: Self.margin, y: y, width: nameColumn, height: nameHeight))
            var captions: [Label] = []
            for (k, moment) in films[index].frames.enumerated() {
                let ms = Int((moment.time * 1000).rounded())
                let percent = Int((films[index].overshoot * 100).rounded())
                let caption = text(
                    moment.isPeak ? "\(ms) ms, peak +\(percent)%" : "\(ms) ms", size: Self.captionSize)
                let c = SheetState.allCases.count + k
                captions.append(
                    Label(
                        handle: caption.0,
                        frame: Rect(origin: Point(x: xs[c], y: y + switchHeight), size: caption.1)))
            }
            let (scene, holder) = Self.makeRow(
                style: style, film: films[index], cellXs: xs, rowY: y, size: Size(width: width, height: 0),
                resources: resources)
            rows.append(
                Row(
                    name: names[index], scene: scene, holder: holder, frame: frame, nameText: nameText,
                    cueText: cueText, captions: captions))
            y += height + Self.rowGap
        }
        size = Size(width: width.rounded(.up), height: (y - Self.rowGap + Self.margin).rounded(.up))
    }

    /// One style's row: a switch per state and per filmstrip moment, posed on the row scene's clock.
    private static func makeRow(
        style: SwitchStyle, film: Filmstrip, cellXs: [Double], rowY: Double, size: Size, resources: ResourceProvider
    ) -> (Scene, Node) {
        let scene = Scene(size: Size(width: size.width, height: rowY + style.size.height + 2 * cellPadding))
        let holder = Node()
        holder.frame = Rect(origin: .zero, size: scene.size)
        scene.root.addChild(holder)
        var nodes: [SwitchNode] = []
        for c in 0..<cellXs.count {
            let isOn = c < SheetState.allCases.count ? SheetState.allCases[c].isOn : false
            let node = SwitchNode(id: "cell\(c)", style: style, resources: resources, isOn: isOn)
            node.frame.origin = Point(x: cellXs[c] + cellPadding, y: rowY + cellPadding)
            holder.addChild(node)
            nodes.append(node)
        }
        // Each state is posed its lead before the end (most at the start); moment k of the filmstrip is
        // turned on `length - time` before the end, so at the end it is `time` into its motion.
        let end = settle + film.length
        let states = SheetState.allCases.enumerated().map { c, state in
            (
                at: end - state.lead(for: style, before: end),
                pose: { state.pose(nodes[c], in: scene, pointer: .finger(Int64(c + 1))) }
            )
        }
        let moments = film.frames.enumerated().map { k, frame in
            (at: end - frame.time, pose: { nodes[SheetState.allCases.count + k].setOn(true, animated: true) })
        }
        for step in (states + moments).enumerated().sorted(by: {
            ($0.element.at, $0.offset) < ($1.element.at, $1.offset)
        }) {
            scene.advance(to: step.element.at)
            step.element.pose()
        }
        scene.advance(to: end)
        return (scene, holder)
    }

    /// Each row's scene: a host that frees unused resources keeps what these hold.
    var scenes: [Scene] { rows.map(\.scene) }

    /// The switches of the row of style `name`, states first then the filmstrip; empty for no such style.
    func switches(ofStyle name: String) -> [SwitchNode] {
        rows.first { $0.name == name }?.holder.children.compactMap { $0 as? SwitchNode } ?? []
    }

    /// Adds the sheet's own text (title, headers, names, times); the rows' scenes hold the rest.
    func collectResources(into use: inout ResourceUse) {
        for label in headers + [title].compactMap({ $0 }) { use.insert(label.handle) }
        for row in rows {
            use.insert(row.nameText.handle)
            if let cueText = row.cueText { use.insert(cueText.handle) }
            for caption in row.captions { use.insert(caption.handle) }
            row.scene.collectResources(into: &use)
        }
    }

    /// Draws the sheet with its top-left corner at `origin`, over a background of the theme's colour.
    func draw(into list: inout DrawList, origin: Point) {
        list.fill(Rect(origin: origin, size: size), color: background)
        let shade = Color(r: textColor.r, g: textColor.g, b: textColor.b, a: 14)
        func place(_ label: Label, color: Color) {
            let frame = label.frame.offsetBy(dx: origin.x, dy: origin.y)
            list.text(label.handle, origin: frame.origin, size: frame.size, color: color)
        }
        if let title { place(title, color: textColor) }
        for header in headers { place(header, color: textColor) }
        for (index, row) in rows.enumerated() {
            let frame = row.frame.offsetBy(dx: origin.x, dy: origin.y)
            if index % 2 == 0 {
                list.fill(frame.insetBy(dx: Self.margin / 2, dy: -Self.rowGap / 2), radius: 4, color: shade)
            }
            // A name wider than its column (one unbreakable word) is cut at the column, never drawn over a cell.
            for label in [row.nameText, row.cueText].compactMap({ $0 }) {
                list.pushClip(label.frame.offsetBy(dx: origin.x, dy: origin.y))
                place(label, color: textColor)
                list.popClip()
            }
            for caption in row.captions { place(caption, color: textColor) }
            if row.holder.frame.origin != origin { row.holder.frame.origin = origin }
            row.scene.buildDrawList(into: &scratch)
            list.append(scratch)
        }
    }
}
