import SceneGraph

/// One thing a soak frame does to the gallery before it steps the clock.
enum SoakAction {
    case input(InputEvent)
    /// The window resized (points) at a pixel density.
    case resize(Size, density: Double)
}

/// Seeded random input, hostile on purpose: a mouse and fingers (ids small, reused and huge), presses
/// mostly on switches but also anywhere, outside the window and at non-finite places, ups without downs,
/// drags across and out of the track, cancels, wheel scrolls, keys with auto-repeat, and resizes.
struct SoakInput {
    private var random: SplitMix64
    private let fingers: [Int64] = [1, 2, 3, 4, Int64.max, Int64.min]
    private let sizes = [
        Size(width: 1, height: 1), Size(width: 320, height: 240), Size(width: 960, height: 640),
        Size(width: 1280, height: 800), Size(width: 8192, height: 8192),
    ]
    /// Where each held pointer went down, so most moves and ups follow a press like a real hand.
    private var held: [PointerID: Point] = [:]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The actions of one frame: usually none or one, sometimes a burst.
    mutating func actions(targets: [Rect], windowSize: Size) -> [SoakAction] {
        let count: Int
        switch random.below(100) {
        case 0..<45: count = 0
        case 45..<95: count = 1
        case 95..<99: count = 2 + random.below(4)
        default: count = 20 + random.below(40)
        }
        return (0..<count).map { _ in action(targets: targets, windowSize: windowSize) }
    }

    private mutating func action(targets: [Rect], windowSize: Size) -> SoakAction {
        switch random.below(1000) {
        case 0..<700: return .input(pointer(targets: targets, windowSize: windowSize))
        case 700..<880: return .input(.key(key()))
        case 880..<960: return .input(.wheel(dx: random.unit(-60...60), dy: random.unit(-300...300)))
        case 960..<990:
            held.removeAll()
            return .input(.cancelAll)
        default:
            let density = [1.0, 1.5, 2][random.below(3)]
            return .resize(sizes[random.below(sizes.count)], density: density)
        }
    }

    private mutating func pointer(targets: [Rect], windowSize: Size) -> InputEvent {
        let id: PointerID = random.chance(0.4) ? .mouse : .finger(fingers[random.below(fingers.count)])
        let button: PointerButton = id == .mouse && random.chance(0.1) ? .secondary : .primary
        if let start = held[id] {
            switch random.below(10) {
            case 0..<6: return .pointerMove(id, drag(from: start, windowSize: windowSize))
            case 6..<9:
                held[id] = nil
                return .pointerUp(id, drag(from: start, windowSize: windowSize), button)
            default:
                held[id] = nil
                return .pointerCancel(id)
            }
        }
        let p = place(targets: targets, windowSize: windowSize)
        switch random.below(10) {
        case 0..<7:
            if button == .primary { held[id] = p }
            return .pointerDown(id, p, button)
        case 7..<9: return .pointerMove(id, p)
        default: return .pointerUp(id, p, button)
        }
    }

    /// Mostly on a switch, else anywhere in the window, outside it, or not a number at all.
    private mutating func place(targets: [Rect], windowSize: Size) -> Point {
        switch random.below(100) {
        case 0..<70 where !targets.isEmpty:
            let r = targets[random.below(targets.count)]
            return Point(x: r.midX + random.unit(-0.6...0.6) * r.width, y: r.midY + random.unit(-0.6...0.6) * r.height)
        case 0..<88:
            return Point(x: random.unit(0...windowSize.width), y: random.unit(0...windowSize.height))
        case 88..<98:
            return Point(x: random.unit(-1e6...1e6), y: random.unit(-2000...2000))
        default:
            let odd = [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude]
            return Point(x: odd[random.below(odd.count)], y: random.unit(0...windowSize.height))
        }
    }

    /// A drag from `start`: along the track, across it, or far out of the window.
    private mutating func drag(from start: Point, windowSize: Size) -> Point {
        switch random.below(10) {
        case 0..<6: return Point(x: start.x + random.unit(-120...120), y: start.y + random.unit(-8...8))
        case 6..<9: return Point(x: start.x + random.unit(-30...30), y: start.y + random.unit(-200...200))
        default: return Point(x: random.unit(-5000...5000), y: random.unit(-5000...5000))
        }
    }

    private mutating func key() -> KeyEvent {
        let keys: [Key] = [.tab, .space, .enter, .left, .right, .up, .down, .other]
        return KeyEvent(key: keys[random.below(keys.count)], shift: random.chance(0.3), isRepeat: random.chance(0.3))
    }
}
