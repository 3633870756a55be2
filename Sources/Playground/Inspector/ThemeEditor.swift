import SwitchYardKit
import ThemeEditing
import Themes

/// The inspector's hold on the theme file: the document as the file holds it, the undo history over the
/// file's bytes, and the atomic writer. Every edit, undo and redo first reads the file, so a change made
/// outside wins (it is recorded in the history, as `EditHistory` describes) and nothing is written over
/// bytes the inspector has not seen. It never reloads the window's theme: the hot-reload watcher does.
///
/// The history holds only bytes that parsed as JSON: a file caught in the middle of an editor's
/// truncate-then-write save (empty, or half written) is shown as broken and never becomes a step, and
/// undo and redo refuse while the file is broken, so neither can write bytes that do not parse.
final class ThemeEditor {
    /// The theme file.
    let path: String
    private let writer = ThemeFileWriter()
    /// The file's bytes parsed; nil when they are not JSON (see `problem`). A file that cannot be read
    /// now (deleted) keeps the last document, so its fields stay shown while `problem` says why.
    private(set) var document: ThemeDocument?
    /// Why there is no document, or what is wrong with the file now (deleted, unreadable).
    private(set) var problem: String?
    /// The undo and redo steps; starts from the first bytes that parsed, nil until then.
    private var history: EditHistory?

    /// Why the theme is never written (shipped with the program, or a file this user cannot write,
    /// `ThemeCopy.readOnlyReason`), for the message line; nil for a theme the inspector writes. While set,
    /// every edit, undo and redo is refused, and an edit is held for a copy.
    let readOnlyReason: String?

    /// True for a theme never written (`readOnlyReason`).
    var isReadOnly: Bool { readOnlyReason != nil }

    /// An editor of the theme at `path`, reading it now.
    init(path: String) {
        self.path = path
        readOnlyReason = ThemeCopy.readOnlyReason(path)
        _ = refresh()
    }

    /// Reads the file again: a change made outside is recorded as a history step and shown. Returns a
    /// line to show about it (an outside change, a file that went away or is not JSON); nil when the
    /// file holds what the inspector expected.
    @discardableResult
    func refresh() -> String? {
        switch writer.read(path) {
        case .failure(let failure):
            problem = "\(failure)"
            return problem
        case .success(let bytes):
            do {
                document = try ThemeDocument(bytes: bytes, file: path)
                problem = nil
            } catch {
                document = nil
                problem = "\(error)"
                return problem
            }
            guard history != nil else {
                history = EditHistory(bytes: bytes)
                return nil
            }
            guard let outside = history?.reconcile(fileBytes: bytes) else { return nil }
            let count = outside.droppedRedoSteps
            let dropped = count == 0 ? "" : " (\(count) redo step\(count == 1 ? "" : "s") dropped)"
            return "the file changed outside; showing it\(dropped); Ctrl+Z steps back across it"
        }
    }

    /// The theme's bytes with `edit` made, not written: what a drag previews.
    func preview(_ edit: ThemeEdit) -> Result<[UInt8], ThemeEditError> {
        guard let document else {
            return .failure(ThemeEditError(keyPath: edit.path, message: problem ?? "no theme file to edit"))
        }
        return edit.previewBytes(of: document)
    }

    /// Makes `edit` in the file: re-reads it (an outside change wins and is recorded), applies the edit
    /// to what it holds, writes atomically and records the step. The refusal or failure as one line;
    /// the file is then as it was.
    func commit(_ edit: ThemeEdit) -> Result<ThemeEditResult, EditFailure> {
        if let readOnlyReason { return .failure(EditFailure(readOnlyReason, needsCopy: true)) }
        if let note = refresh(), document == nil { return .failure(EditFailure(note)) }
        guard let document else { return .failure(EditFailure(problem ?? "no theme file to edit")) }
        let result: ThemeEditResult
        switch edit.apply(to: document) {
        case .success(let made): result = made
        case .failure(let refusal): return .failure(EditFailure("\(refusal)"))
        }
        if case .failure(let failure) = writer.write(result.bytes, to: path, expected: document.bytes) {
            return .failure(EditFailure("\(failure)"))
        }
        history?.record(result.target.path.description, before: document.bytes, after: result.bytes)
        self.document = result.document
        return .success(result)
    }

    /// Undoes the last step (an edit or an outside change), writing the bytes before it; the step, nil
    /// when there is none, or the failure (the history and the file unchanged).
    func undo() -> Result<EditHistory.Step?, EditFailure> {
        move { history, bytes, write throws(ThemeFileError) in try history.undo(fileBytes: bytes, write: write) }
    }

    /// Redoes the last undone step.
    func redo() -> Result<EditHistory.Step?, EditFailure> {
        move { history, bytes, write throws(ThemeFileError) in try history.redo(fileBytes: bytes, write: write) }
    }

    /// Undo or redo on the file as it is now: refused while it does not parse (an editor may be half way
    /// through a save), since its bytes could then become neither a step nor the bytes to compare with.
    private func move(
        _ step: (inout EditHistory, [UInt8], ([UInt8]) throws(ThemeFileError) -> Void) throws(ThemeFileError) ->
            EditHistory.Step?
    ) -> Result<EditHistory.Step?, EditFailure> {
        if let readOnlyReason { return .failure(EditFailure(readOnlyReason, needsCopy: true)) }
        if let note = refresh(), document == nil {
            return .failure(EditFailure("\(note); nothing was written, Ctrl+Z works again once the file parses"))
        }
        guard var history, let current = document?.bytes else {
            return .failure(EditFailure(problem ?? "no theme file to edit"))
        }
        let writer = self.writer
        let path = self.path
        do {
            let done = try step(&history, current) { (bytes: [UInt8]) throws(ThemeFileError) in
                if case .failure(let failure) = writer.write(bytes, to: path, expected: current) { throw failure }
            }
            self.history = history
            _ = refresh()
            return .success(done)
        } catch {
            self.history = history
            return .failure(EditFailure("\(error)"))
        }
    }
}

/// Why an edit, undo or redo did not happen, as the one line the inspector shows.
struct EditFailure: Error, Equatable, CustomStringConvertible {
    let description: String
    /// True when the theme is read-only (`ThemeEditor.isReadOnly`): the edit can be made in a copy.
    let needsCopy: Bool

    init(_ description: String, needsCopy: Bool = false) {
        self.description = description
        self.needsCopy = needsCopy
    }
}
