import JSONKit
import SceneGraph

/// `switchyard validate --a11y` and the inspector's warnings: per style and state, whether the parts that
/// show a switch's state can be told apart (docs/accessibility.md). Every finding is a located warning
/// naming the style's key path and the numbers.
package enum LegibilityCheck {
    /// The hit area, in points per side, below which a switch is hard to press (Apple's and WCAG 2.5.5's 44).
    package static let minimumHitSide = 44.0

    /// The findings for `theme`, decoded from the document `root` of `file`, in file order.
    package static func findings(theme: Theme, root: JSONNode, file: String) -> [Diagnostic] {
        var place = Place(file: file, locations: StyleLocations(root: root, file: file))
        for name in theme.styles.keys.sorted() {
            guard let style = theme.styles[name] else { continue }
            place.style = name
            check(style, background: theme.background, at: &place)
        }
        // By place, then by style name: a value several styles inherit gives one finding per style.
        return place.found.enumerated().sorted { lhs, rhs in
            (lhs.element.line, lhs.element.column ?? 0, lhs.offset) < (
                rhs.element.line, rhs.element.column ?? 0, rhs.offset
            )
        }.map(\.element)
    }

    /// Where the findings of the style being checked go: located inside it, named by its key path.
    struct Place {
        let file: String
        var locations: StyleLocations
        var style = ""
        var found: [Diagnostic] = []

        mutating func warn(_ keys: [String], _ message: String) {
            let position = locations.position(of: keys, inStyle: style)
            let path = ([LocatedNode(node: .null, path: "styles").path(style)] + keys).joined(separator: ".")
            found.append(Diagnostic(.warning, file: file, at: position, keyPath: path, message: message))
        }
    }

    /// Warns at `keys` when `ratio` is under WCAG's 3:1: "`pair`: contrast 1.37:1, below 3:1".
    private static func warnIfLow(_ ratio: Double, _ keys: [String], _ pair: String, _ place: inout Place) {
        guard ratio < Contrast.minimum else { return }
        place.warn(keys, "\(pair): contrast \(Contrast.format(ratio)), below \(Contrast.format(Contrast.minimum))")
    }

    static func check(_ style: SwitchStyle, background: Color, at place: inout Place) {
        let states: [(name: String, track: Paint, thumb: Paint)] = [
            ("off", style.track.off, style.thumb.off), ("on", style.track.on, style.thumb.on),
        ]
        for state in states {
            guard let track = colour(of: state.track).map({ Contrast.over($0, background) }) else { continue }
            let trackEdge = edgeRatio(track, border: style.track.border, against: background)
            warnIfLow(
                trackEdge, ["track", state.name],
                "track \(state.name) \(Contrast.hex(track)) on the background \(Contrast.hex(background))", &place)
            guard let thumb = colour(of: state.thumb).map({ Contrast.over($0, track) }) else { continue }
            let thumbEdge = edgeRatio(thumb, border: style.thumb.border, against: track)
            warnIfLow(
                thumbEdge, ["thumb", state.name],
                "thumb \(state.name) \(Contrast.hex(thumb)) on track \(state.name) \(Contrast.hex(track))", &place)
        }
        checkHue(style, background: background, at: &place)
        checkHitArea(style, at: &place)
    }

    /// The contrast of a part's edge with what is around it: its fill's, or its border's when that is
    /// higher (a border of a point or more draws the edge).
    static func edgeRatio(_ fill: Color, border: BorderStyle?, against around: Color) -> Double {
        let own = Contrast.ratio(fill, around)
        guard let border, border.width >= 1 else { return own }
        return max(own, Contrast.ratio(Contrast.over(border.color, fill), around))
    }

    /// The colour a paint shows: its colour, an image's colour under it or its tint; nil for an untinted
    /// image on nothing, whose pixels the check does not read.
    static func colour(of paint: Paint) -> Color? {
        switch paint {
        case .color(let c): return c
        case .image(_, let tint, let under, _): return under ?? tint
        }
    }

    /// On and off told apart by hue alone: visible in full colour, under `ColorDifference.stateMinimum` for
    /// a simulated viewer (track and thumb alike: either one differing is enough).
    static func checkHue(_ style: SwitchStyle, background: Color, at place: inout Place) {
        guard let trackOff = colour(of: style.track.off).map({ Contrast.over($0, background) }),
            let trackOn = colour(of: style.track.on).map({ Contrast.over($0, background) })
        else { return }
        var pairs = [(trackOff, trackOn)]
        if let off = colour(of: style.thumb.off), let on = colour(of: style.thumb.on) {
            pairs.append((Contrast.over(off, trackOff), Contrast.over(on, trackOn)))
        }
        func difference(_ viewer: ColorVision?) -> Double {
            pairs.map { pair in
                guard let viewer else { return ColorDifference.deltaE(pair.0, pair.1) }
                return ColorDifference.deltaE(viewer.simulate(pair.0), viewer.simulate(pair.1))
            }.max() ?? 0
        }
        let seen = difference(nil)
        guard seen >= ColorDifference.stateMinimum else { return }
        let lost = ColorVision.allCases.compactMap { viewer -> String? in
            let d = difference(viewer)
            return d < ColorDifference.stateMinimum ? "\(Contrast.decimals(d)) under \(viewer.rawValue)" : nil
        }
        guard !lost.isEmpty else { return }
        place.warn(
            ["track", "on"],
            "on and off differ only in hue: \(Contrast.hex(trackOff)) and \(Contrast.hex(trackOn)) are ΔE "
                + "\(Contrast.decimals(seen)) apart in full colour but \(lost.joined(separator: ", ")) (below "
                + "\(Contrast.decimals(ColorDifference.stateMinimum)))")
    }

    /// With `trackTap` `ignore` only the thumb takes presses: along the track only its length does (across
    /// it, the switch's hit area, grown to `Node.minimumHitSize` as for every switch).
    static func checkHitArea(_ style: SwitchStyle, at place: inout Place) {
        guard style.trackTap == .ignore else { return }
        let length = style.restingThumbLength
        guard length < minimumHitSide else { return }
        place.warn(
            ["trackTap"],
            "only the thumb takes presses and it is \(Contrast.decimals(length)) points along the track, under "
                + "\(Contrast.decimals(minimumHitSide))")
    }
}

extension LegibilityCheck {
    /// The theme's errors when it does not load (as `ThemeLoader.validate` gives them), else its findings:
    /// what `switchyard validate --a11y` prints for a theme file.
    package static func validate(file: String, assets: ThemeAssetResolver) -> [Diagnostic] {
        let bytes: [UInt8]
        switch BoundedFile.read(file, limit: ThemeLimits.maxThemeBytes) {
        case .success(let read): bytes = read
        case .failure(let failure): return [ThemeLoader.unreadable(file, because: "\(failure)")]
        }
        switch ThemeLoader.load(contents: bytes, file: file, language: nil, assets: assets) {
        case .failure(let errors):
            return errors.diagnostics
        case .success(let theme):
            let limits = JSONLimits(maxBytes: ThemeLimits.maxThemeBytes, maxDepth: ThemeLimits.maxDepth)
            guard let root = JSONParser.parse(bytes, limits: limits, file: file).root else { return [] }
            return findings(theme: theme, root: root, file: file)
        }
    }
}
