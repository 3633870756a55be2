import Foundation
import FuzzInput
import JSONKit
import ThemeEditing
import Themes

/// The shipped themes as documents at their real paths (the editor only reads them: their images are
/// checked where they are).
private let documents: [ThemeDocument] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/themes").path
    let names = [
        "default.json", "hm-custom-switch.json", "hwc-custom-uiswitch.json", "kyl-custom-switch.json",
        "mmm-switch.json",
    ]
    return names.map { name in
        let path = folder + "/" + name
        guard let data = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
        do {
            return try ThemeDocument(bytes: [UInt8](data), file: path)
        } catch {
            fatalError("\(path) is not a theme document: \(error)")
        }
    }
}()

/// libFuzzer's entry: the bytes pick a shipped theme and up to eight edits made one after another, each
/// with the editor's API (`ThemeEdit.apply`). A refused edit must say why; an accepted one must hold
/// `EditCheck`'s promises (the file parses, only the edited value changed, no byte outside the splice
/// moved, the preview is the same bytes, undoing by editing back restores the old bytes).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeEdit(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    var document = documents[input.below(documents.count)]
    for _ in 0..<8 where !input.isEmpty {
        let edit = EditRecipe.edit(of: document, &input)
        switch edit.apply(to: document) {
        case .failure(let refusal):
            precondition(!refusal.message.isEmpty, "a refusal without a message: \(edit)")
        case .success(let result):
            EditCheck.accepted(result, of: document, by: edit)
            document = result.document
        }
    }
    return 0
}
