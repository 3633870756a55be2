import FuzzInput
import JSONKit
import ThemeEditing
import Themes

/// libFuzzer's entry: the bytes describe a deep theme (`DeepTheme`: a long `extends` chain or deep
/// nesting), which the loader (as `validate`, start-up and a hot reload read it) and the editor (as the
/// inspector reads it) take on a 512 KB stack (`onSmallStack`, TestSupport's, linked into FuzzInput).
/// Neither may trap or overflow; a refusal must carry a located diagnostic; the editor must find where an
/// edit of the chain's first style goes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepTheme(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let bytes = Array(DeepTheme.text(&input).utf8)
    let file = "/nowhere/deep.json"
    onSmallStack(bytes: 512 * 1024) {
        switch ThemeLoader.load(contents: bytes, file: file, language: "de", assets: ValidationAssetResolver()) {
        case .failure(let errors):
            precondition(!errors.diagnostics.isEmpty, "a failure without a diagnostic")
            precondition(errors.diagnostics.allSatisfy { $0.line >= 1 && ($0.column ?? 1) >= 1 }, "\(errors)")
        case .success:
            break
        }
        guard let document = try? ThemeDocument(bytes: bytes, file: file),
            let path = ThemeKeyPath(parsing: "styles.s0.thumb.margin")
        else { return }
        if case .failure(let refusal) = ThemeEditTarget.resolve(path, in: document, scope: .inheritedStyle) {
            precondition(document.value(at: ThemeKeyPath([.key("styles"), .key("s0")])) == nil, "\(refusal)")
        }
    }
    return 0
}
