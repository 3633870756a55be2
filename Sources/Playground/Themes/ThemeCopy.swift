import Foundation
import JSONKit
import SDLKit
import Themes

/// The themes the inspector never writes, and the copy it saves instead (docs/workbench.md, "Shipped
/// themes are read-only"): a theme shipped with the program (inside the `Assets` folder it found, the
/// install's or the checkout's) or a file the user may not write. Saving a copy writes the theme and every
/// file it reads (images at each scale, sounds, fonts), at the same places relative to it, into a folder
/// (the current one), never over a file that differs.
enum ThemeCopy {
    /// Why `save` did not copy, as one line.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// What `save` wrote: the copy's path and how many files beside it (the theme's own not counted).
    struct Saved: Equatable {
        let path: String
        let files: Int
    }

    /// The most bytes one file of a theme may hold (a font's limit, the largest).
    static let maxFileBytes = ThemeLimits.maxFontBytes

    /// True for a theme inside the program's own `Assets` folder.
    static func isShipped(_ path: String) -> Bool {
        guard let assets = try? Assets.locate() else { return false }
        return resolved(path).hasPrefix(resolved(assets) + "/")
    }

    /// True for a theme the inspector must not write: shipped, or a file this user cannot write.
    static func isReadOnly(_ path: String) -> Bool {
        readOnlyReason(path) != nil
    }

    /// Why the inspector must not write the theme at `path`, for its message line; nil when it may.
    static func readOnlyReason(_ path: String) -> String? {
        let name = FilePaths.lastComponent(path)
        if isShipped(path) { return "\(name) is shipped with SwitchYard and never written" }
        let writable = !FileManager.default.fileExists(atPath: path) || access(path, W_OK) == 0
        return writable ? nil : "\(name) is read-only"
    }

    /// Writes `bytes` (the theme's text, perhaps edited) as a copy of the theme at `path` into `folder`:
    /// `NAME.json` for a theme named `NAME.json`, or `NAME-2.json`, `NAME-3.json`, ... when taken; then each
    /// of `sourceFiles` under the theme's folder at the same relative place. A dependency already there
    /// with the same bytes is kept; one that differs refuses the copy before anything is written.
    static func save(_ path: String, bytes: [UInt8], sourceFiles: [String], into folder: String) -> Result<
        Saved, Failure
    > {
        let theme = resolved(path)
        let themeFolder = FilePaths.parent(theme)
        let target = resolved(folder)
        var copies: [(relative: String, bytes: [UInt8])] = []
        for file in sourceFiles {
            let source = resolved(file)
            guard source.hasPrefix(themeFolder + "/"), source != theme else { continue }
            let relative = String(source.dropFirst(themeFolder.count + 1))
            let read: [UInt8]
            switch BoundedFile.read(source, limit: maxFileBytes) {
            case .success(let data): read = data
            case .failure(let error): return .failure(Failure(description: "cannot read \(relative): \(error)"))
            }
            let destination = target + "/" + relative
            if let there = FileManager.default.contents(atPath: destination) {
                guard [UInt8](there) == read else {
                    return .failure(
                        Failure(
                            description:
                                "\(Excerpt.path(destination)) exists and differs from the theme's \(relative): save the copy from another folder"
                        ))
                }
                continue
            }
            copies.append((relative, read))
        }
        for copy in copies {
            let destination = target + "/" + copy.relative
            do {
                try FileManager.default.createDirectory(
                    atPath: FilePaths.parent(destination), withIntermediateDirectories: true)
            } catch {
                let reason = FoundationErrorReason.describe(error) ?? "\(error)"
                return .failure(
                    Failure(description: "cannot make \(Excerpt.path(FilePaths.parent(destination))): \(reason)"))
            }
            if case .failure(let error) = AtomicFile.write(copy.bytes, to: destination) {
                return .failure(Failure(description: "\(error)"))
            }
        }
        let name = freeName(for: FilePaths.lastComponent(path), in: target)
        if case .failure(let error) = AtomicFile.write(bytes, to: name) {
            return .failure(Failure(description: "\(error)"))
        }
        return .success(Saved(path: name, files: copies.count))
    }

    /// `folder/NAME.json`, or the first of `NAME-2.json`, `NAME-3.json`, ... that does not exist.
    static func freeName(for file: String, in folder: String) -> String {
        let stem = FilePaths.deletingExtension(file)
        var candidate = folder + "/" + stem + ".json"
        var number = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = folder + "/" + stem + "-\(number).json"
            number += 1
        }
        return candidate
    }

    /// `path` made absolute with symbolic links resolved where it exists.
    private static func resolved(_ path: String) -> String {
        FilePaths.real(path) ?? FilePaths.tidy(path)
    }
}
