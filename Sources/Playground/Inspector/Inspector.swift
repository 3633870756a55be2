import JSONKit
import SDLKit
import SceneGraph
import SwitchYardKit
import ThemeEditing
import Themes
import Workbench

/// The workbench's inspector (I, or a click on a switch's caption): the selected switch's style in a
/// panel that `HUD` places where `DockLayout` puts it (the side column, or the bottom drawer; none in
/// windows under 400x300), with controls that edit the theme file. A drag previews in memory (the
/// edited bytes decoded into the window, once a frame, nothing written); letting go, choosing a segment,
/// flipping a switch or committing a field writes the file through `ThemeEditor`, and the normal hot
/// reload then shows it. Lives in a scene of its own, so scenarios never hash or record it.
final class Inspector {
    let scene: Scene
    let panel: InspectorPanel
    private let engine: SwitchYardEngine
    /// The theme file's editor, reading the file when first used; `readTheme` reads it once the first
    /// frame is on screen, which it would otherwise wait for.
    private(set) lazy var editor = ThemeEditor(path: engine.themes.path)
    /// The switch shown; nil when none was chosen yet.
    private(set) var selectedID: String?
    /// The text field being edited (keys and typed text go to it).
    private(set) var editingField: TextFieldNode?
    /// Bytes to show at the next `flush`: a drag's latest preview (one decode a frame, however many moves).
    private var pendingPreview: [UInt8]?
    /// The theme's bytes before the first preview of a drag: shown again when the drag is cancelled or
    /// its write fails.
    private var previewBase: [UInt8]?
    /// Called with a short message for a toast (undo and redo, a write into another style).
    var toast: ((String) -> Void)?
    /// The last edit refused because the theme is read-only: made in the copy Ctrl+S saves.
    private(set) var heldEdit: ThemeEdit?
    /// True while Shift is held (the app sets it from each event's modifiers and the keyboard's state):
    /// an edit then goes to the style the value is inherited from (`ThemeEditScope.inheritedStyle`), and
    /// the rows say which.
    var shiftHeld = false {
        didSet { panel.showsParents = shiftHeld }
    }

    init(size: Size, engine: SwitchYardEngine) {
        self.engine = engine
        scene = Scene(size: size)
        panel = InspectorPanel(resources: engine.resources)
        panel.isHidden = true
        scene.root.addChild(panel)
        panel.onEdit = { [weak self] field, value, phase in self?.edit(field, value, phase) }
        panel.onCancel = { [weak self] in self?.cancelPreview() }
        panel.onBeginEditing = { [weak self] node in self?.beginEditing(node) }
    }

    /// Reads the theme file into the editor if nothing has yet: the edit history starts from these bytes.
    func readTheme() {
        _ = editor
    }

    /// True while the panel shows: the HUD shows the inspector and the window has room for it. Edits,
    /// undo and redo happen only then.
    var isOpen: Bool { !panel.isHidden }

    /// Chooses switch `id`: its fields show whenever the panel does.
    func select(_ id: String) {
        // The last write's message was about the other switch: the new one starts from the hint.
        if id != selectedID { panel.showMessage(nil) }
        selectedID = id
        if isOpen { reloadFields() }
    }

    /// The switch I opens on: the focused one, else the one shown last, else the first.
    var switchToOpen: String? {
        engine.scene.focusedNode.flatMap { $0 as? SwitchNode }?.id ?? selectedID ?? engine.switches.first?.id
    }

    /// Places the panel in `rect` (scene points; `HUD`'s layout); nil hides it, ending a text edit unwritten
    /// and taking a drag's preview back, so nothing is written while it cannot be seen.
    func place(in rect: Rect?) {
        guard let rect else {
            guard isOpen else { return }
            endEditing(commit: false)
            scene.handle(.cancelAll)
            cancelPreview()
            panel.isHidden = true
            scene.setNeedsDisplay()
            return
        }
        let opening = !isOpen
        panel.isHidden = false
        panel.place(in: rect)
        if opening { reloadFields() }
        scene.setNeedsDisplay()
    }

    /// Follows the window's size (the panel's place comes from `place(in:)`).
    func resize(to size: Size) {
        scene.size = size
    }

    // MARK: Theme changes

    /// The theme was reloaded (or failed to): reads the file again, so an outside change shows, and
    /// rebuilds the fields. `failure` is the reload's error, shown when the file has no document.
    func themeReloaded(failure: String? = nil) {
        if editor.path != engine.themes.path {
            editor = ThemeEditor(path: engine.themes.path)
            if editor.isReadOnly { heldEdit = nil }
        }
        let note = editor.refresh()
        guard isOpen else { return }
        reloadFields()
        if let note {
            panel.showMessage(note, isError: editor.document == nil)
        } else if let failure {
            panel.showMessage("the theme does not load: \(failure)", isError: true)
        }
    }

    /// What the message line says when a read-only theme refuses an edit: the copy Ctrl+S saves.
    static func offerCopy(_ failure: EditFailure) -> String {
        "\(failure.description): Ctrl+S saves a copy in the current folder with this edit, and edits go there"
    }

    /// Makes the held edit (refused by a read-only theme) in the theme now shown, the copy Ctrl+S saved;
    /// the message line says what was written. Nothing when no edit is held.
    func commitHeldEdit() {
        guard let edit = heldEdit else { return }
        heldEdit = nil
        switch editor.commit(edit) {
        case .success(let result): panel.showMessage(Self.wrote(result.target))
        case .failure(let failure): panel.showMessage(failure.description, isError: true)
        }
        reloadFields()
    }

    /// The message line before anything happened.
    static let hint =
        "drag to preview, let go to write; click a field to type (Enter, Esc); Ctrl+Z undo; Shift: edit the parent"

    /// True when the fields changed while a text field was edited: they are rebuilt when the edit ends,
    /// so a reload never takes the field being typed in away.
    private var fieldsOutdated = false

    private func reloadFields() {
        guard let id = selectedID else { return }
        if editingField != nil {
            fieldsOutdated = true
            return
        }
        fieldsOutdated = false
        guard let document = editor.document else {
            panel.show(title: "Inspector: \(id)", groups: [])
            panel.showMessage(editor.problem ?? "the theme file cannot be edited", isError: true)
            return
        }
        guard let groups = InspectorFields.groups(for: id, in: document),
            let style = InspectorFields.locate(id, in: document)?.style
        else {
            panel.show(title: "Inspector: \(id)", groups: [])
            panel.showMessage(
                "the theme lists no switch \(Excerpt.quoted(id)) now; click a caption to choose another", isError: true)
            return
        }
        let findings = engine.themes.theme.map {
            LegibilityCheck.findings(theme: $0, root: document.root, file: document.file)
        }
        panel.show(title: "\(id) · style \(style)", groups: groups.map { $0.withWarnings(findings ?? []) })
        if let problem = editor.problem {
            panel.showMessage(problem, isError: true)
        } else if panel.messageText == nil {
            let readOnly = editor.readOnlyReason.map { "\($0): an edit waits for a copy, Ctrl+S saves one here" }
            panel.showMessage(readOnly ?? Self.hint, isHint: true)
        }
    }

    // MARK: Edits

    private func edit(_ field: InspectorField, _ value: JSONNode, _ phase: ControlPhase) {
        let edit = ThemeEdit.set(field.path, to: value, scope: shiftHeld ? .inheritedStyle : .thisStyle)
        switch phase {
        case .dragging:
            if case .success(let bytes) = editor.preview(edit) {
                if previewBase == nil { previewBase = engine.themes.contents }
                pendingPreview = bytes
            }
        case .released:
            pendingPreview = nil
            switch editor.commit(edit) {
            case .success(let result):
                previewBase = nil
                let message = Self.wrote(result.target)
                panel.showMessage(message)
                // The rows show what the file now says (a value written here, not inherited) at once, not
                // when the watcher's reload of the same bytes arrives.
                reloadFields()
                if result.target.path != result.target.requested { toast?(message) }
            case .failure(let failure):
                restorePreview()
                heldEdit = failure.needsCopy ? edit : nil
                panel.showMessage(failure.needsCopy ? Self.offerCopy(failure) : failure.description, isError: true)
                reloadFields()
            }
        }
    }

    /// What the message line says after a write: the key and the style written, and for a Shift edit
    /// the style it was made from ("wrote track.on in mmm (inherited by mmm-large)").
    static func wrote(_ target: ThemeEditTarget) -> String {
        guard let style = target.style else { return "wrote \(target.path)" }
        let key = ThemeKeyPath(Array(target.path.components.dropFirst(2)))
        guard target.path != target.requested, case .key(let from) = target.requested.components[1] else {
            return "wrote \(key) in \(style)"
        }
        return "wrote \(key) in \(style) (inherited by \(from))"
    }

    /// Shows the theme as it was before a drag's previews.
    private func cancelPreview() {
        pendingPreview = nil
        restorePreview()
    }

    private func restorePreview() {
        guard let base = previewBase else { return }
        previewBase = nil
        engine.previewTheme(contents: base)
    }

    /// Moves the inspector's own clock (its switches animate) to `seconds` of the app's time: it runs
    /// whether the gallery's clock is paused or slowed.
    func advance(to seconds: Double) {
        scene.advance(to: seconds)
    }

    /// Shows the latest preview, once a frame.
    func flush() {
        guard let bytes = pendingPreview else { return }
        pendingPreview = nil
        engine.previewTheme(contents: bytes)
    }

    /// Ctrl+Z: undoes the last step while the inspector is open (closed, the window never rewrites a
    /// file the user may be editing elsewhere).
    func undo() {
        guard isOpen else {
            toast?("open the inspector (I) to undo its edits")
            return
        }
        report(editor.undo(), verb: "undid")
    }

    /// Ctrl+Shift+Z: redoes the last undone step while the inspector is open.
    func redo() {
        guard isOpen else {
            toast?("open the inspector (I) to redo its edits")
            return
        }
        report(editor.redo(), verb: "redid")
    }

    private func report(_ outcome: Result<EditHistory.Step?, EditFailure>, verb: String) {
        switch outcome {
        case .success(let step?):
            let what: String
            switch step.kind {
            case .edit(let path): what = path
            case .outsideChange: what = "the outside change"
            }
            toast?("\(verb) \(what)")
            if isOpen {
                reloadFields()
                panel.showMessage("\(verb) \(what)")
            }
        case .success(nil):
            toast?(verb == "undid" ? "nothing to undo" : "nothing to redo")
        case .failure(let failure):
            toast?(failure.description)
            if isOpen { panel.showMessage(failure.description, isError: true) }
        }
    }

    // MARK: Text fields

    private func beginEditing(_ node: TextFieldNode) {
        if let editingField, editingField !== node { editingField.commit() }
        editingField = node
    }

    /// Ends the text edit: commits it (Enter) or puts the text back (Esc).
    func endEditing(commit: Bool) {
        guard let field = editingField else { return }
        editingField = nil
        if commit { field.commit() } else { field.cancel() }
        if fieldsOutdated { reloadFields() }
    }

    /// A key press while a field is edited; true when it was the field's (every key is, but Ctrl+Q).
    func handleEditingKey(_ press: KeyPress) -> Bool {
        guard let field = editingField else { return false }
        if press.control {
            switch press.key {
            case .character("a"): field.apply(.selectAll)
            case .character("q"): return false
            default: break
            }
            return true
        }
        switch press.key {
        case .enter: endEditing(commit: true)
        case .escape: endEditing(commit: false)
        case .left: field.apply(.left)
        case .right: field.apply(.right)
        case .home: field.apply(.home)
        case .end: field.apply(.end)
        case .backspace: field.apply(.backspace)
        case .delete: field.apply(.delete)
        default: break
        }
        return true
    }

    /// Text typed while a field is edited.
    func type(_ text: String) {
        editingField?.type(text)
    }

    // MARK: Input

    /// True when `input` is the inspector's: a pointer over the column or one it holds, a wheel over it.
    func takes(_ input: InputEvent) -> Bool {
        switch input {
        case .pointerDown(.mouse, let point, _), .pointerMove(.mouse, let point), .pointerUp(.mouse, let point, _):
            mouse = point
        default: break
        }
        guard isOpen else { return false }
        switch input {
        case .pointerDown(_, let point, _): return panel.sceneFrame.contains(point)
        case .pointerMove(let id, let point), .pointerUp(let id, let point, _):
            return scene.router.capturedPointers[id] != nil || scene.router.scrollingPointers[id] != nil
                || (panel.sceneFrame.contains(point) && engine.scene.router.capturedPointers[id] == nil)
        case .wheel:
            return mouse.map { panel.sceneFrame.contains($0) } ?? false
        case .pointerCancel, .cancelAll, .key:
            return false
        }
    }

    /// Where the mouse was last seen, over the gallery or the inspector: where a wheel turn points.
    private var mouse: Point?

    /// Gives `input` to the inspector's scene; a press outside any text field ends the text edit.
    func handle(_ input: InputEvent) {
        if case .pointerDown(_, let point, _) = input, let field = editingField, !field.sceneFrame.contains(point) {
            endEditing(commit: true)
        }
        scene.handle(input)
    }
}
