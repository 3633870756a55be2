import SDLKit
import SceneGraph

/// The replay window's keys (`KeyMap`, as in the playground) and mouse: what each SDL event does to the controller.
struct ReplayWindowInput {
    /// True while the primary button, pressed on the timeline, is held: moves seek.
    private(set) var isDragging = false
    /// Where along the timeline (0...1) the last click or drag asked to go, not yet applied.
    private var seek: Double?
    /// P was pressed: the next frame is saved.
    private var screenshot = false

    /// True once after P.
    mutating func takeScreenshot() -> Bool {
        defer { screenshot = false }
        return screenshot
    }

    /// The seek asked for since the last call, if any.
    mutating func takeSeek() -> Double? {
        defer { seek = nil }
        return seek
    }

    enum Outcome: Equatable { case handled, ignored, quit }

    /// Applies `event` to `controller`; `.quit` for Esc, Ctrl+Q or a closed window.
    mutating func handle(_ event: SDLEvent, controller: ReplayController, timeline: ReplayTimeline) -> Outcome {
        switch event {
        case .quit, .window(.close):
            return .quit
        case .key(let press):
            switch KeyMap.action(for: press, in: .replay) {
            case .quit?: return .quit
            case .togglePause?: controller.togglePause()
            case .step?: controller.step()
            case .stepBack?: controller.stepBack()
            case .faster?: controller.faster()
            case .slower?: controller.slower()
            case .screenshot?: screenshot = true
            default: return .ignored
            }
            return .handled
        case .mouseButton(let button) where button.button == .left && !button.fromTouch:
            let point = Point(x: button.x, y: button.y)
            if button.isDown, timeline.contains(point) {
                isDragging = true
                seek = timeline.fraction(atX: point.x)
                return .handled
            }
            if !button.isDown, isDragging {
                isDragging = false
                return .handled
            }
            return .ignored
        case .mouseMotion(let x, _, let fromTouch) where isDragging && !fromTouch:
            seek = timeline.fraction(atX: x)
            return .handled
        case .window(.focusLost):
            isDragging = false
            return .handled
        default:
            return .ignored
        }
    }
}
