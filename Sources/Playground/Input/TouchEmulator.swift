import SDLKit
import SceneGraph

/// How the playground's mouse acts (M cycles, `--touch` starts in `touch`; README "In the window").
enum TouchMode: Equatable {
    /// The mouse is the mouse.
    case off
    /// The mouse is finger 1; an Alt-press pins finger 2, another lifts it.
    case touch
    /// The mouse is finger 1 and finger 2 moves opposite it around the window's centre (a pinch).
    case mirrored

    /// The mode M switches to: off, touch, mirrored, off.
    var next: TouchMode {
        switch self {
        case .off: return .touch
        case .touch: return .mirrored
        case .mirrored: return .off
        }
    }
}

/// The mouse as fingers, for trying and recording touch scenarios with no touch screen, as the iOS
/// Simulator does. The primary button's press, moves and release become finger 1's down, moves and up
/// (moves with the button up send nothing, other buttons are ignored); the fingers' points are the mouse's
/// window points. In `touch`, a press with Alt held puts finger 2 down, the mouse drags it until the button
/// is released and it stays down there (pinned) until the next Alt-press lifts it. In `mirrored`, finger 2
/// goes down, moves and lifts with finger 1 at its mirror image through the window's centre. The result is
/// ordinary finger input, so the playground delivers and records it like a touch screen's.
struct TouchEmulator {
    /// The finger the mouse is.
    static let first = PointerID.finger(1)
    /// The pinned or mirrored finger.
    static let second = PointerID.finger(2)

    private(set) var mode: TouchMode = .off
    /// Finger 1's point while it is down.
    private(set) var firstPoint: Point?
    /// Finger 2's point while it is down.
    private(set) var secondPoint: Point?
    /// True from an Alt-press that put finger 2 down to its release: the mouse moves finger 2.
    private var placing = false
    /// True while the mouse holds the primary button as the mouse (the mode was off at its press).
    private var mouseHeld = false

    /// True while finger 2 is pinned in `touch` mode.
    var isPinned: Bool { mode == .touch && secondPoint != nil }

    /// The points of the fingers that are down.
    var points: [Point] { [firstPoint, secondPoint].compactMap { $0 } }

    /// Switches to `mode` and returns the input that lets go of everything held in the old one: a cancel for
    /// each finger that is down, and for the mouse when its button is held, so nothing toggles or stays held.
    mutating func setMode(_ mode: TouchMode) -> [InputEvent] {
        var lift: [InputEvent] = []
        if mouseHeld { lift.append(.pointerCancel(.mouse)) }
        if firstPoint != nil { lift.append(.pointerCancel(Self.first)) }
        if secondPoint != nil { lift.append(.pointerCancel(Self.second)) }
        forgetFingers()
        self.mode = mode
        return lift
    }

    /// Forgets every finger and the held button with no input: the window lost focus, and the router
    /// cancels every pointer itself.
    mutating func forgetFingers() {
        firstPoint = nil
        secondPoint = nil
        placing = false
        mouseHeld = false
    }

    /// The finger input `event` stands for; nil when it is not the emulator's to translate (the mode is off,
    /// or it is not a mouse button or move, or SDL synthesised it from a touch).
    mutating func translate(_ event: SDLEvent, windowSize: Size) -> [InputEvent]? {
        switch event {
        case .mouseButton(let b) where !b.fromTouch:
            guard mode != .off else {
                if b.button == .left { mouseHeld = b.isDown }
                return nil
            }
            guard b.button == .left else { return [] }
            let p = Point(x: b.x, y: b.y)
            return b.isDown ? press(at: p, alt: b.alt, windowSize: windowSize) : release(at: p, windowSize: windowSize)
        case .mouseMotion(let x, let y, let fromTouch) where !fromTouch && mode != .off:
            return move(to: Point(x: x, y: y), windowSize: windowSize)
        default:
            return nil
        }
    }

    private mutating func press(at p: Point, alt: Bool, windowSize: Size) -> [InputEvent] {
        if mode == .touch && alt {
            if let pinned = secondPoint {
                secondPoint = nil
                return [.pointerUp(Self.second, pinned, .primary)]
            }
            secondPoint = p
            placing = true
            return [.pointerDown(Self.second, p, .primary)]
        }
        firstPoint = p
        var input: [InputEvent] = [.pointerDown(Self.first, p, .primary)]
        if mode == .mirrored {
            let m = Self.mirror(p, in: windowSize)
            secondPoint = m
            input.append(.pointerDown(Self.second, m, .primary))
        }
        return input
    }

    private mutating func move(to p: Point, windowSize: Size) -> [InputEvent] {
        if placing {
            secondPoint = p
            return [.pointerMove(Self.second, p)]
        }
        guard firstPoint != nil else { return [] }
        firstPoint = p
        var input: [InputEvent] = [.pointerMove(Self.first, p)]
        if mode == .mirrored, secondPoint != nil {
            let m = Self.mirror(p, in: windowSize)
            secondPoint = m
            input.append(.pointerMove(Self.second, m))
        }
        return input
    }

    private mutating func release(at p: Point, windowSize: Size) -> [InputEvent] {
        if placing {
            placing = false
            return []
        }
        guard firstPoint != nil else { return [] }
        firstPoint = nil
        var input: [InputEvent] = [.pointerUp(Self.first, p, .primary)]
        if mode == .mirrored, secondPoint != nil {
            secondPoint = nil
            input.append(.pointerUp(Self.second, Self.mirror(p, in: windowSize), .primary))
        }
        return input
    }

    /// `p` turned half a turn around the centre of a window of `size`.
    static func mirror(_ p: Point, in size: Size) -> Point {
        Point(x: size.width - p.x, y: size.height - p.y)
    }
}
