import Foundation
import JSONKit
import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit
import Themes

extension PlaygroundApp {
    // MARK: Events

    /// Acts on one SDL event. The app's own keys, the inspector and touch mode take theirs first; the app
    /// translates the event once (`InputTranslator`) for its overlays and its window (quit, resize); every
    /// other event goes to the engine, `SwitchYardEngine.handle(_:)` through the driver, which brings the
    /// scene up to the tick of its arrival first, and the engine routes it (gamepads too).
    func handle(_ event: SDLEvent) {
        // Shift with a release, a click or Enter sends the inspector's edit to the parent style.
        switch event {
        case .mouseButton(let button): inspector.shiftHeld = button.shift
        case .key(let press): inspector.shiftHeld = press.shift
        default: break
        }
        if inspector.editingField != nil {
            // A text field being edited takes typed text and every key but Ctrl+Q.
            if case .textInput(let text) = event { return inspector.type(text) }
            if case .key(let press) = event, inspector.handleEditingKey(press) {
                pump.setTextInput(inspector.editingField != nil)
                return
            }
        }
        if case .key(let press) = event, let action = KeyMap.action(for: press, in: .playground) {
            perform(action)
            return
        }
        let meaning = translator.translate(event)
        if case .input(let input)? = meaning, inspector.takes(input) {
            if case .pointerMove(.mouse, let point) = input { hud.hover(at: point) }
            inspector.handle(input)
            pump.setTextInput(inspector.editingField != nil)
            return
        }
        if case .input(let input)? = meaning, dockTakes(input) { return }
        if let inputs = touch.translate(event, windowSize: target.pointSize) {
            for input in inputs { deliver(input) }
            hud.touch.show(touch)
            return
        }
        switch meaning {
        case .input(let input)?:
            if case .pointerMove(.mouse, let point) = input { lastMouse = point }
            selectByCaption(input)
            if input == .cancelAll {
                touch.forgetFingers()
                hud.touch.show(touch)
            }
        case .quit?:
            running = false
            return
        case .resized?, .densityChanged?:
            return resized()
        case .renderReset?, .exposed?, .wake?, nil:
            break
        }
        // A pad's button or stick is the pad that acted: the cues its input fires rumble it.
        switch event {
        case .gamepadButton(let press): feedback.actingPad = engine.gamepads.controllers[press.instance]
        case .gamepadAxis(let motion): feedback.actingPad = engine.gamepads.controllers[motion.instance]
        default: feedback.actingPad = nil
        }
        driver.handle(event)
        feedback.actingPad = nil
        checkRecording()
    }

    /// Gives `input` to the gallery at the tick real time has reached (recorded when recording).
    func deliver(_ input: InputEvent) {
        driver.deliver(input)
        checkRecording()
    }

    func perform(_ action: KeyAction) {
        switch action {
        case .quit:
            running = false
        case .toggleRecording:
            if driver.recording != nil {
                stopRecording()
            } else if engine.reducesMotion {
                toast("turn reduce motion off (Z) to record: scenarios replay with motion")
            } else {
                // A later recording never replaces an earlier one unless --force: it takes a free name.
                let path = recordPath.map { replacesRecording ? $0 : RecordingSession.freePath($0) }
                startRecording(to: path ?? RecordingSession.defaultPath(), replacing: replacesRecording)
            }
        case .screenshot:
            screenshotRequested = true
            engine.scene.setNeedsDisplay()
        case .nextTheme:
            // While recording, T keeps the switches' values: the recording writes a theme reload, which a
            // replay applies keeping states, so a cold start would not replay as it was seen.
            guard let outcome = engine.openNextTheme(keepingStates: driver.recording != nil) else { return }
            themeChanged(outcome)
            // The next theme may not have the switch the inspector showed.
            hud.setShown(.inspector, false)
            syncGalleryArea()
            if case .loaded(let theme) = outcome { announce(theme) }
        case .togglePanel(.inspector) where !hud.shown.contains(.inspector):
            guard let id = inspector.switchToOpen else { return }
            openInspector(on: id)
            if hud.isTiny { toast(Self.inspectorNeedsRoom) }
        case .togglePanel(.errors) where hud.errorList.errors.isEmpty:
            toast(Self.noErrors)
        case .togglePanel(let panel):
            hud.toggle(panel)
            if hud.dockLayout.mode == .hidden { toast(Self.dockWaits) }
            syncGalleryArea()
        case .cycleTouchMode:
            setTouchMode(touch.mode.next)
        case .togglePause:
            driver.togglePause()
            showIndicators()
        case .step:
            driver.stepOneTick()
            showIndicators()
            checkRecording()
        case .stepBack:
            // The replay window's own: the playground's clock only goes on.
            return
        case .slower:
            if driver.slower() { showIndicators() }
        case .faster:
            if driver.faster() { showIndicators() }
        case .toggleReduceMotion:
            guard driver.recording == nil else {
                return toast("reduce motion cannot change while recording: scenarios replay with motion")
            }
            engine.reducesMotion.toggle()
            toast(engine.reducesMotion ? "reduce motion on" : "reduce motion off")
            showIndicators()
        case .toggleMute:
            feedback.setMuted(!feedback.isMuted)
            toast(feedback.isMuted ? "feedback sounds muted" : "feedback sounds on")
            showIndicators()
        case .volumeDown, .volumeUp:
            feedback.changeVolume(by: action == .volumeUp ? 1 : -1)
            toast("feedback volume \(feedback.volumePercent) %" + (feedback.isMuted ? " (muted: N unmutes)" : ""))
            showIndicators()
        case .toggleReduceFeedback:
            feedback.reducesFeedback.toggle()
            toast(
                feedback.reducesFeedback ? "reduce feedback on: sounds at half gain, no rumble" : "reduce feedback off")
            showIndicators()
        case .saveThemeCopy:
            saveThemeCopy()
        case .undo, .redo:
            // Shown but with no room (a window under 400x300), it says so rather than rewrite the file unseen.
            if hud.shown.contains(.inspector), !inspector.isOpen { return toast(Self.inspectorNeedsRoom) }
            if action == .undo { inspector.undo() } else { inspector.redo() }
        }
    }

    /// The top-left label, what lasts after each toast fades: the scene clock's rate while paused or slowed,
    /// `reduce motion`, `muted` or the volume below 100 %, and `reduce feedback` while each is on; hidden
    /// when none is.
    func showIndicators() {
        let sound =
            feedback.isMuted ? "muted" : feedback.volumePercent < 100 ? "volume \(feedback.volumePercent) %" : nil
        let parts = [
            driver.time.label, engine.reducesMotion ? "reduce motion" : nil, sound,
            feedback.reducesFeedback ? "reduce feedback" : nil,
        ].compactMap { $0 }
        hud.showRate(parts.isEmpty ? nil : parts.joined(separator: " · "))
    }

    /// What a panel's key says while recording in a window without the replay's sidebar.
    static let dockWaits = "the panels show when the recording stops: the replay's gallery is the whole window"

    /// What E says when the theme loaded.
    static let noErrors = "the theme has no errors (E lists a broken theme's)"

    /// What a window too small for panels says when the inspector is asked for.
    static let inspectorNeedsRoom = "the inspector needs a \(HUD.smallestPanelWindow) window"

    /// Shows the inspector's panel on switch `id` (where `DockLayout` puts it); the gallery takes the room left.
    func openInspector(on id: String) {
        inspector.select(id)
        hud.setShown(.inspector, true)
        syncGalleryArea()
    }

    /// A press on a gallery caption (not on the switch itself) opens the inspector on that switch; in a window
    /// too small for panels it only chooses the switch the inspector shows when there is room.
    func selectByCaption(_ input: InputEvent) {
        guard case .pointerDown(_, let point, .primary) = input, engine.scene.hitTest(point) == nil,
            let id = engine.gallerySwitchID(at: point)
        else { return }
        if hud.isTiny { return inspector.select(id) }
        openInspector(on: id)
    }

    /// Switches touch mode, cancelling whatever the old mode held so no switch stays pressed.
    func setTouchMode(_ mode: TouchMode) {
        for input in touch.setMode(mode) { deliver(input) }
        hud.touch.show(touch)
        eventLog?.note(tick: tick, event: "touchMode", detail: "\(mode)")
    }

    /// Shows `message` as the toast (it fades after two seconds).
    func toast(_ message: String) {
        hud.showToast(message, now: clock.now())
    }

    /// Names the theme in the window's title.
    func showTitle(of theme: Theme) {
        target.window?.title = "SwitchYard: \(theme.name)"
    }

    /// Names the theme in a toast, with its file.
    func announce(_ theme: Theme) {
        toast("theme \(theme.name) (\(Self.fileName(engine.themes.path)))")
    }

    static func fileName(_ path: String) -> String {
        FilePaths.lastComponent(path)
    }

    /// Gives the gallery the space the shown panels leave, except while recording: a recording's gallery
    /// lies where a replay puts it (`WindowLayout`), so its input replays on the same switches.
    func syncGalleryArea() {
        let area = driver.recording == nil ? hud.dockLayout.gallery : nil
        guard area != engine.galleryArea else { return }
        engine.galleryArea = area
        logLayout()
    }

    func resized() {
        do {
            guard try target.refreshSize() else { return }
        } catch {
            Diagnostics.warn("\(error)")
            return
        }
        translator.windowSize = target.pointSize
        engine.resize(to: target.pointSize, pixelDensity: target.pixelDensity)
        hud.resize(to: target.pointSize)
        inspector.resize(to: target.pointSize)
        syncGalleryArea()
        driver.record(.resize(target.pointSize, pixelDensity: target.pixelDensity))
        checkRecording()
        logLayout()
    }
}
