import SceneGraph

/// How many times each shape mask is drawn in each colour in one draw list, counted before the list is
/// played. A pair drawn more than once in the frame gets a pre-coloured texture; a pair drawn once (a
/// colour cross-fading on one switch) is drawn by tinting the white mask, so it never makes a texture per
/// frame. Deciding from the list alone, not from earlier frames, keeps the pixels a function of the list:
/// the same list draws the same pixels on a first frame and after a reload.
struct MaskColorTally {
    private var counts: [ColoredMaskKey: Int] = [:]

    /// A tally with room for `capacity` pairs before its storage grows.
    init(capacity: Int) {
        counts.reserveCapacity(capacity)
    }

    /// Counts the shapes of `list` played at `density`, forgetting the previous list. Opaque white is not
    /// counted: the white mask already needs no modulation.
    mutating func count(_ list: DrawList, density: Double) {
        counts.removeAll(keepingCapacity: true)
        for command in list.commands {
            guard let key = Self.key(of: command, density: density), key.color != .white else { continue }
            counts[key, default: 0] += 1
        }
    }

    /// True when `key` is drawn more than once in the counted list.
    func repeats(_ key: ColoredMaskKey) -> Bool {
        (counts[key] ?? 0) > 1
    }

    /// The mask and colour a rounded fill or stroke draws with at `density`; nil for other commands and for
    /// square-cornered shapes, which are drawn as plain rectangles.
    static func key(of command: DrawCommand, density: Double) -> ColoredMaskKey? {
        switch command {
        case .fill(let rect, let radius, let color) where radius != 0:
            let mask = ShapeMaskKey(kind: .fill, size: rect.size, radius: radius, border: 0, density: density)
            return ColoredMaskKey(mask: mask, color: color)
        case .stroke(let rect, let radius, let width, let color) where radius != 0:
            let mask = ShapeMaskKey(kind: .stroke, size: rect.size, radius: radius, border: width, density: density)
            return ColoredMaskKey(mask: mask, color: color)
        default:
            return nil
        }
    }
}
