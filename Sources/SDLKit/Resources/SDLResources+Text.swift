import CSDL2
import CSDL2TTF
import SceneGraph

/// Which texture of a text run: its pixel density and the colour its glyphs were rendered in.
struct TextTextureKey: Hashable {
    let density: Double
    let color: Color
}

/// An interned text run with its layouts per pixel density and textures per density and colour.
final class TextEntry {
    let run: TextRun
    var layouts: [Double: TextLayout] = [:]
    var textures: [TextTextureKey: Texture] = [:]

    init(run: TextRun) {
        self.run = run
    }
}

extension SDLResources {
    /// Interns `run`: an equal run gets the same handle back. Nothing is rendered until the run is measured or drawn.
    public func text(_ run: TextRun) -> TextHandle {
        if let handle = textHandles[run], texts[handle] != nil { return handle }
        nextTextID &+= 1
        let handle = TextHandle(id: nextTextID)
        texts[handle] = TextEntry(run: run)
        textHandles[run] = handle
        return handle
    }

    /// The size of the laid-out run in points at `density`; zero for an unknown handle or when the font fails
    /// (the failure is kept in `lastError`).
    public func size(of text: TextHandle) -> Size {
        guard let entry = texts[text] else { return .zero }
        do {
            let layout = try self.layout(entry, density: density)
            return Size(width: Double(layout.width) / density, height: Double(layout.height) / density)
        } catch let error as SDLError {
            lastError = error
        } catch {
            lastError = SDLError(call: "TTF_SizeUTF8", message: "\(error)")
        }
        return .zero
    }

    /// The run behind `handle`, if it is interned.
    package func run(for handle: TextHandle) -> TextRun? { texts[handle]?.run }

    /// How many runs are interned.
    package var internedTextCount: Int { texts.count }

    /// The most Unicode scalars of a run that are laid out and rendered; a longer run is cut there and ends
    /// in "…", so no text (a theme's, a host program's) can ask SDL_ttf for a gigantic surface.
    package static let maxTextLength = 4096

    /// `text` cut to `maxTextLength` Unicode scalars, the last one "…", when it is longer.
    static func bounded(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > maxTextLength else { return text }
        var cut = String.UnicodeScalarView(scalars.prefix(maxTextLength - 1))
        cut.append("…")
        return String(cut)
    }

    func layout(_ entry: TextEntry, density: Double) throws -> TextLayout {
        if let layout = entry.layouts[density] { return layout }
        let font = try font(for: entry.run, density: density)
        let wrap = entry.run.wrapWidth.map { ShapeMaskKey.pixels($0 * density) }
        let layout = try TextLayout(text: Self.bounded(entry.run.text), font: font, wrapWidth: wrap)
        entry.layouts[density] = layout
        return layout
    }

    /// The white texture of `handle` at `density`, rendered by SDL_ttf once and cached; nil for text that
    /// shows nothing (empty or only spaces) or an unknown handle.
    func textTexture(_ handle: TextHandle, density: Double) throws -> Texture? {
        try textTexture(handle, key: TextTextureKey(density: density, color: .white))
    }

    /// What drawing `handle` in `color` at `density` takes: the texture, the colour modulation to draw it
    /// with and the size it is drawn at. When `precolored` (the software renderer), opaque colours get a
    /// texture rendered in that colour, drawn unmodulated so SDL's software renderer takes its fast blitter;
    /// translucent ones, and every colour otherwise, get the white texture tinted with `color`. Each texture
    /// is rendered by SDL_ttf once and cached; nil for text that shows nothing, an unknown handle, or text
    /// past `PixelLimits` (the reason kept in `lastError`).
    func textTexture(_ handle: TextHandle, density: Double, color: Color, precolored: Bool = true) throws
        -> TextDrawing?
    {
        let opaque = precolored && color.a == 255
        let key = TextTextureKey(density: density, color: opaque ? color : .white)
        guard let texture = try textTexture(handle, key: key), let entry = texts[handle] else { return nil }
        let layout = try layout(entry, density: density)
        return TextDrawing(
            texture: texture, modulation: opaque ? .white : color, width: layout.width, height: layout.height)
    }

    /// The most pixels one text texture holds (64 MiB): a run larger than that at the density it is drawn
    /// at (a long label of a huge switch at 16 pixels per point) is rendered at the density that fits, and
    /// stretched to its size when drawn.
    package static let maxTextPixels = 1 << 24

    /// The density to render a run laid out as `layout` at `density` with: `density` itself, or the lower
    /// one whose texture fits `maxTextPixels` and the renderer's largest texture.
    func renderDensity(for layout: TextLayout, at density: Double) -> Double {
        let limit = renderer.maxTextureSize
        let width = Double(layout.width)
        let height = Double(layout.height)
        let scale = min(
            1, (Double(Self.maxTextPixels) / (width * height)).squareRoot(), Double(limit.width) / width,
            Double(limit.height) / height)
        // Fonts open at whole pixel sizes: a little under the exact scale keeps the texture inside the bound.
        return scale < 1 ? density * scale * 0.9 : density
    }

    /// The most textures one run keeps; drawing it in yet another colour drops them all, so a run whose
    /// colour keeps changing cannot pile textures up.
    static let texturesPerText = 8

    private func textTexture(_ handle: TextHandle, key: TextTextureKey) throws -> Texture? {
        guard let entry = texts[handle] else { return nil }
        if let texture = entry.textures[key] { return texture }
        let drawn = try layout(entry, density: key.density)
        guard drawn.width > 0 else { return nil }
        if let problem = PixelLimits.problem(width: drawn.width, height: drawn.height) {
            // One text too large to render is left out (and kept in `lastError`); the frame still draws.
            lastError = SDLError(call: "TTF_RenderUTF8_Blended_Wrapped", message: "text not rendered: \(problem)")
            return nil
        }
        let density = renderDensity(for: drawn, at: key.density)
        let layout = density == key.density ? drawn : try self.layout(entry, density: density)
        guard layout.width > 0 else { return nil }
        let font = try font(for: entry.run, density: density)
        let color = SDL_Color(r: key.color.r, g: key.color.g, b: key.color.b, a: 255)
        let alignment = Self.wrappedAlign(entry.run.alignment)
        guard let surface = try font.render(layout.joined, alignment: alignment, color: color) else { return nil }
        textRenderCount += 1
        let texture = try Texture(renderer: renderer, surface: surface)
        if entry.textures.count >= Self.texturesPerText { entry.textures.removeAll() }
        entry.textures[key] = texture
        return texture
    }

    static func wrappedAlign(_ alignment: TextAlignment) -> Int32 {
        switch alignment {
        case .leading: return Int32(TTF_WRAPPED_ALIGN_LEFT)
        case .center: return Int32(TTF_WRAPPED_ALIGN_CENTER)
        case .trailing: return Int32(TTF_WRAPPED_ALIGN_RIGHT)
        }
    }
}

/// How a text run is drawn: its texture, the colour modulation to draw it with, and its size in output
/// pixels (the texture's own, or more for a run rendered at a lower density to stay within
/// `SDLResources.maxTextPixels`).
struct TextDrawing {
    let texture: Texture
    let modulation: Color
    let width: Int
    let height: Int
}
