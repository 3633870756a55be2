import CSDL2TTF
import SceneGraph

/// The SDL side of `ResourceProvider`: fonts and text through SDL_ttf, PNG images through SDL_image,
/// each turned into textures for one renderer on first use and cached. Text is measured at `density`
/// (the pixel density the scene is drawn at) so sizes in points match the pixels drawn.
public final class SDLResources: ResourceProvider {
    /// The renderer textures are made for.
    package let renderer: Renderer
    /// Pixels per point used to measure text; set it to the density the draw list is played at.
    package var density: Double = 1 {
        didSet { if !(density.isFinite && density > 0) { density = 1 } }
    }
    /// The last failure of a call that cannot throw (measuring, tinting): for diagnostics and tests.
    package internal(set) var lastError: SDLError?
    /// How many times SDL_ttf has rendered a text run into a bitmap.
    package internal(set) var textRenderCount = 0

    var context: SDLContext { renderer.context }
    var fontPaths: [FontFace: String] = [:]
    /// Fonts given as bytes, by the name that stands for their path.
    var fontBytes: [String: FontBytes] = [:]
    var fonts: [FontKey: Font] = [:]
    var texts: [TextHandle: TextEntry] = [:]
    var textHandles: [TextRun: TextHandle] = [:]
    var nextTextID: Int32 = 0
    var images: [ImageHandle: Image] = [:]
    var tints: [TintKey: ImageHandle] = [:]
    var nextImageID: Int32 = 0

    /// Resources drawing with `renderer`, with the regular and bold faces (and, when given, their italics)
    /// read from the given font files; an italic face without a file draws with its upright face.
    /// Throws an error naming the path when a font cannot be opened.
    public init(
        renderer: Renderer, regularFontPath: String, boldFontPath: String, regularItalicFontPath: String? = nil,
        boldItalicFontPath: String? = nil
    ) throws {
        self.renderer = renderer
        let faces: [(FontFace, String?)] = [
            (.regular, regularFontPath), (.bold, boldFontPath), (.regularItalic, regularItalicFontPath),
            (.boldItalic, boldItalicFontPath),
        ]
        for case (let face, let path?) in faces {
            _ = try font(path: path, pixelSize: Self.probeSize)
            fontPaths[face] = path
        }
    }

    /// Resources drawing every face with the one font in `bytes` (copied, so the caller's buffer may go), which
    /// messages call `name`; bold and italic text use it as it is. Throws an error naming `name` when the
    /// bytes are not a font SDL_ttf can open.
    public init(renderer: Renderer, fontBytes bytes: [UInt8], named name: String) throws {
        self.renderer = renderer
        fontBytes[name] = FontBytes(bytes)
        _ = try font(path: name, pixelSize: Self.probeSize)
        fontPaths[.regular] = name
        fontPaths[.bold] = name
    }

    /// Resources using the shipped DejaVu Sans fonts (regular, bold and their obliques) from the `Assets` folder `Assets.locate()` finds.
    public convenience init(renderer: Renderer) throws {
        let assets = try Assets.locate()
        try self.init(
            renderer: renderer, regularFontPath: Assets.regularFont(in: assets),
            boldFontPath: Assets.boldFont(in: assets), regularItalicFontPath: Assets.regularItalicFont(in: assets),
            boldItalicFontPath: Assets.boldItalicFont(in: assets))
    }

    /// The size fonts are opened at to check that their file is readable.
    static let probeSize = 12

    /// How many textures made for the renderer are alive (shape masks included).
    package var liveTextureCount: Int { renderer.liveTextureCount }

    /// Frees every text run and image not in `use`, with their textures: what no scene and no theme holds
    /// any more (an old theme's images, a caption that changed). Freed handles become unknown: drawing them
    /// draws nothing, and interning an equal run again gives a new handle.
    package func release(except use: ResourceUse) {
        for (handle, entry) in texts where !use.texts.contains(handle) {
            texts[handle] = nil
            textHandles[entry.run] = nil
        }
        for handle in images.keys where !use.images.contains(handle) { images[handle] = nil }
        for (key, handle) in tints where images[handle] == nil { tints[key] = nil }
        textsAtLastRelease = texts.count
    }

    /// How many text runs were interned right after the last `release(except:)`: an owner can release again
    /// once many more have been interned (text that keeps changing, such as a log).
    package private(set) var textsAtLastRelease = 0

    /// Drops every cached texture (text and images), e.g. after `SDL_RENDER_TARGETS_RESET` or
    /// `SDL_RENDER_DEVICE_RESET`; each is made again from its run or kept surface when next drawn.
    package func invalidateTextures() {
        for entry in texts.values { entry.textures.removeAll() }
        for image in images.values { image.invalidateTexture() }
    }
}
