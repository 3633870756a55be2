import JSONKit
import SceneGraph

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// State shared while one theme file is decoded: where errors go, the theme's folder, the chosen string
/// table, the declared fonts and the images and files named so far.
final class DecodeContext: DiagnosticMode {
    let sink: DiagnosticCollector
    let folder: ThemeFolder
    let assets: ThemeAssetResolver
    /// The chosen language's table; empty when no language or no table for it.
    var strings: [String: String] = [:]
    /// Fonts declared under `fonts`, by name.
    var fontNames: [String] = []
    /// Fonts declared and accepted, in file order.
    var declaredFonts: [ThemeFont] = []
    /// Image paths as written, each once, in first-use order.
    private(set) var images: [String] = []
    /// Absolute paths of the theme and every file it names.
    private(set) var sourceFiles: [String] = []
    private var imageResults: [String: Result<ImageHandle, ThemeAssetFailure>] = [:]
    /// The sounds read so far; a `SoundHandle`'s id is the index here.
    private(set) var sounds: [PCMSound] = []
    private var soundResults: [String: Result<SoundHandle, ThemeAssetFailure>] = [:]

    init(sink: DiagnosticCollector, folder: ThemeFolder, assets: ThemeAssetResolver, themeFile: String) {
        self.sink = sink
        self.folder = folder
        self.assets = assets
        sourceFiles.append(folder.absolute(FilePaths.lastComponent(themeFile)))
    }

    /// Problems go to the sink, so decoding goes on and every one is found.
    func report(_ message: String, at position: SourcePosition, keyPath: String?) {
        sink.report(message, at: position, keyPath: keyPath)
    }

    func error(_ value: LocatedNode, _ message: String) {
        sink.report(message, at: value.node.position, keyPath: value.path)
    }

    /// Records a file the theme names so a watcher follows it.
    func noteSourceFile(_ relative: String) {
        let absolute = folder.absolute(relative)
        if !sourceFiles.contains(absolute) { sourceFiles.append(absolute) }
    }

    /// The text for `text` in the chosen language (the text itself when the table has no such key);
    /// an empty result falls back to `fallback` ("I" for on, "O" for off).
    func localized(_ text: String, fallback: String) -> String {
        let translated = strings[text] ?? text
        return translated.isEmpty ? fallback : translated
    }

    /// Checks the image `relative` names and its `@2x` / `@3x` variants next to it (place, size, PNG header)
    /// and asks the resolver for one handle of the variants present; each path is checked and loaded once,
    /// and its failure reported at every place that names it. Every variant's name is a source file, present
    /// or not, so a watcher sees one created or deleted later.
    func image(_ value: LocatedNode, relative: String) -> ImageHandle? {
        if !images.contains(relative) { images.append(relative) }
        for scale in ImageScale.all { noteSourceFile(ImageVariantNames.relative(relative, scale: scale)) }
        let result = imageResults[relative] ?? checkedImageFiles(relative).flatMap { assets.image(files: $0) }
        imageResults[relative] = result
        return handle(result, at: value)
    }

    /// Checks the sound `relative` names (place, a regular file, size) and reads it as WAV, once per path;
    /// its failure is reported at every place that names it. The path is a source file, present or not, so
    /// a watcher reloads when it is created, changed or deleted.
    func sound(_ value: LocatedNode, relative: String) -> SoundHandle? {
        noteSourceFile(relative)
        let result =
            soundResults[relative]
            ?? folder.resolve(relative, kind: "sound").flatMap { real in
                readSound(real, relative: relative).map { sound in
                    sounds.append(sound)
                    return SoundHandle(id: sounds.count - 1)
                }
            }
        soundResults[relative] = result
        return handle(result, at: value)
    }

    /// An asset's handle, or nil with its failure reported at `value`, the place that names it.
    private func handle<Handle>(_ result: Result<Handle, ThemeAssetFailure>, at value: LocatedNode) -> Handle? {
        switch result {
        case .success(let handle):
            return handle
        case .failure(let failure):
            error(value, failure.message)
            return nil
        }
    }

    private func readSound(_ real: String, relative: String) -> Result<PCMSound, ThemeAssetFailure> {
        let name = Excerpt.quoted(relative)
        switch BoundedFile.read(real, limit: ThemeLimits.maxSoundBytes) {
        case .failure(.tooLarge), .failure(.grewPastLimit):
            return .failure(
                ThemeAssetFailure("sound \(name) is larger than the limit of \(ThemeLimits.maxSoundBytes) bytes"))
        case .failure(let failure):
            return .failure(ThemeAssetFailure("sound \(name): \(failure)"))
        case .success(let bytes):
            return WAVReader.read(bytes, maxSeconds: ThemeLimits.maxSoundSeconds)
                .mapError { ThemeAssetFailure("sound \(name) is not a usable WAV file: \($0.message)") }
        }
    }

    /// The checked files of the variants present, lowest scale first: at least one, all of one point size.
    private func checkedImageFiles(_ relative: String) -> Result<[ThemeImageFile], ThemeAssetFailure> {
        if let scale = ImageVariantNames.claimedScale(relative) {
            let base = relative.replacing("@\(scale)x", with: "")
            return .failure(
                ThemeAssetFailure(
                    "image path \(Excerpt.quoted(relative)) names an @\(scale)x variant; name \(Excerpt.quoted(base)) and its @2x and @3x "
                        + "files are found next to it"))
        }
        let present = ImageScale.all.filter {
            Self.exists(folder.absolute(ImageVariantNames.relative(relative, scale: $0)))
        }
        // Nothing there: the base path's own check says why (a path that leaves the folder, or a missing file).
        guard let lowest = present.first else {
            return folder.resolve(relative, kind: "image").flatMap { _ in
                .failure(ThemeAssetFailure("image \(Excerpt.quoted(relative)) does not exist"))
            }
        }
        var files: [ThemeImageFile] = []
        var base: (name: String, width: Double, height: Double)?
        for scale in present {
            let name = ImageVariantNames.relative(relative, scale: scale)
            switch checkedImagePath(name) {
            case .failure(let failure):
                return .failure(failure)
            case .success(let (real, width, height)):
                let points = (name: name, width: Double(width) / Double(scale), height: Double(height) / Double(scale))
                if let base,
                    abs(points.width - base.width) * Double(scale) >= 1
                        || abs(points.height - base.height) * Double(scale) >= 1
                {
                    let expected =
                        "\(Int((base.width * Double(scale)).rounded()))x\(Int((base.height * Double(scale)).rounded()))"
                    return .failure(
                        ThemeAssetFailure(
                            "image \(Excerpt.quoted(name)) is \(width)x\(height) pixels; at @\(scale)x it must be \(expected) to "
                                + "match \(Excerpt.quoted(base.name)) (\(ThemeValueRules.format(base.width))x\(ThemeValueRules.format(base.height)) points)"
                        ))
                }
                if scale == lowest { base = points }
                files.append(ThemeImageFile(path: real, scale: scale))
            }
        }
        return .success(files)
    }

    /// True when something (a file, a link, even a dangling one) is at `path`.
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    private func checkedImagePath(_ relative: String) -> Result<(String, Int, Int), ThemeAssetFailure> {
        folder.resolve(relative, kind: "image").flatMap { real in
            assetHeader(real, relative: relative, kind: "image", limit: ThemeLimits.maxImageBytes, count: 24)
                .flatMap { header in
                    AssetSignature.pngSize(header: header, maxPixels: ThemeLimits.maxImagePixels)
                        .map { size in (real, size.width, size.height) }
                        .mapError { ThemeAssetFailure("image \(Excerpt.quoted(relative)) \($0.message)") }
                }
        }
    }

    /// The first `count` bytes of the asset at `real` (a font or an image named `relative`), refused
    /// before reading when the file is larger than `limit`.
    func assetHeader(_ real: String, relative: String, kind: String, limit: Int, count: Int)
        -> Result<[UInt8], ThemeAssetFailure>
    {
        switch BoundedFile.open(real, limit: limit) {
        case .success(let file):
            return file.read(upTo: count).mapError { ThemeAssetFailure("\(kind) \(Excerpt.quoted(relative)): \($0)") }
        case .failure(.tooLarge):
            return .failure(
                ThemeAssetFailure("\(kind) \(Excerpt.quoted(relative)) is larger than the limit of \(limit) bytes"))
        case .failure(let failure):
            return .failure(ThemeAssetFailure("\(kind) \(Excerpt.quoted(relative)): \(failure)"))
        }
    }
}
