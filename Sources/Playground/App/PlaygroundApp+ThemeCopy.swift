import Foundation
import SwitchYardKit

extension PlaygroundApp {
    /// Ctrl+S: saves a copy of a shipped or read-only theme (`ThemeCopy`) in `folder` (the current one), with
    /// every file it reads, opens it in place of the original (switch states kept) and makes there the
    /// edit the original refused; a toast says where. A writable theme needs no copy: the toast says so.
    func saveThemeCopy(into folder: String = FileManager.default.currentDirectoryPath) {
        let path = engine.themes.path
        guard ThemeCopy.isReadOnly(path) else {
            return toast("\(Self.fileName(path)) is writable: the inspector writes it, no copy needed")
        }
        let saved = ThemeCopy.save(
            path, bytes: engine.themes.contents, sourceFiles: engine.themes.theme?.sourceFiles ?? [], into: folder)
        switch saved {
        case .failure(let failure):
            toast("cannot save a copy: \(failure)")
        case .success(let copy):
            themeChanged(engine.openTheme(copy.path, keepingStates: true))
            inspector.commitHeldEdit()
            let files = copy.files == 0 ? "" : " with \(copy.files) file\(copy.files == 1 ? "" : "s") it reads"
            toast("saved a copy as \(copy.path)\(files); edits go there")
        }
    }
}
