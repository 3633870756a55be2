import CSwitchYardVersion
import Glibc
import SDLKit
import SceneGraph
import SwitchYardKit

// Creating a context: `sy_create` (a theme file, every other option its default) and `sy_create_ex` (the
// options of include/switchyard.h's `sy_options`). Both are declared and documented there.

/// `sy_create`: a context drawing into `renderer` as a guest, with the theme at `themePath` loaded and
/// watched, and a drawing area of `width` x `height` points. NULL on failure (see `sy_last_error`).
@_cdecl("sy_create")
public func syCreate(
    _ themePath: UnsafePointer<CChar>?, _ renderer: OpaquePointer?, _ width: Int32, _ height: Int32
) -> OpaquePointer? {
    create("sy_create", renderer, width, height) { function throws(CallError) in
        let path = try Calls.string(themePath, "theme_path", in: function, limit: CLimits.maxPathBytes)
        guard !path.isEmpty else { throw CallError(.theme, "\(function): theme_path is empty; name the theme file") }
        return CreateOptions(themePath: path)
    }
}

/// `sy_create_ex`: `sy_create` with the theme from a file or from memory, a font from a file or from memory,
/// the language, the live-reload mode and reduce motion given by `options`.
@_cdecl("sy_create_ex")
public func syCreateEx(
    _ options: UnsafePointer<sy_options>?, _ renderer: OpaquePointer?, _ width: Int32, _ height: Int32
) -> OpaquePointer? {
    create("sy_create_ex", renderer, width, height) { function throws(CallError) in
        try CreateOptions(options, for: function)
    }
}

/// The handle of a new context with the options `read` gives, or NULL with the failure recorded.
private func create(
    _ function: String, _ renderer: OpaquePointer?, _ width: Int32, _ height: Int32,
    _ read: (String) throws(CallError) -> CreateOptions
) -> OpaquePointer? {
    do {
        return try makeContext(try read(function), renderer, width, height, for: function).handle
    } catch {
        _ = Calls.fail(error, in: function, on: nil)
        return nil
    }
}

private func makeContext(
    _ options: CreateOptions, _ renderer: OpaquePointer?, _ width: Int32, _ height: Int32, for function: String
) throws(CallError) -> Context {
    guard let renderer else { throw CallError(.null, "\(function): renderer is NULL") }
    if let problem = CLimits.areaProblem(width: width, height: height, density: 1, in: function) { throw problem }
    let borrowed: Renderer
    do {
        borrowed = try Renderer(borrowing: renderer, context: try SDLContext())
    } catch {
        throw CallError(.sdl, "\(function): \(error)")
    }
    let resources = try makeResources(options.font, borrowed, for: function)
    var settings = SwitchYardEngine.Options(themePath: "", size: Size(width: Double(width), height: Double(height)))
    switch options.theme {
    case .file(let path):
        settings.themePath = path
    case .memory(let bytes, let name):
        settings.themePath = name
        settings.themeContents = bytes
    }
    settings.language = options.language
    settings.watchesTheme = options.liveReload != .off
    settings.liveReload = options.liveReload == .poll ? .polling : .automatic
    let engine: SwitchYardEngine
    do {
        engine = try SwitchYardEngine(renderer: borrowed, resources: resources, options: settings)
    } catch {
        throw CallError(.sdl, "\(function): \(error)")
    }
    engine.reducesMotion = options.reducesMotion
    try Calls.shown(engine.loadTheme())
    guard let handle = Registry.shared.reserveHandle() else {
        throw CallError(.sdl, "\(function): no context handle left")
    }
    let context = Context(handle: handle, engine: engine)
    Registry.shared.insert(context)
    return context
}

/// The fonts and text of a new context: the default font, or the one the options give (`SY_ERR_FONT` when it
/// is not a font, `SY_ERR_LIMIT` for a file past `CLimits.maxFontBytes`).
private func makeResources(_ font: CreateOptions.Font, _ renderer: Renderer, for function: String) throws(CallError)
    -> SDLResources
{
    switch font {
    case .standard:
        do {
            return try SDLResources(renderer: renderer)
        } catch {
            throw CallError(.sdl, "\(function): \(error)")
        }
    case .file(let path):
        var status = stat()
        if stat(path, &status) == 0, status.st_size > CLimits.maxFontBytes {
            throw CallError(
                .limit,
                "\(function): font_path \(path) is \(status.st_size) bytes, above the limit of \(CLimits.maxFontBytes)")
        }
        do {
            return try SDLResources(renderer: renderer, regularFontPath: path, boldFontPath: path)
        } catch let error as SDLError {
            throw CallError(.font, "\(function): font_path \(path) cannot be read as a font: \(error.reason)")
        } catch {
            throw CallError(.font, "\(function): font_path \(path) cannot be read as a font: \(error)")
        }
    case .memory(let bytes):
        do {
            return try SDLResources(renderer: renderer, fontBytes: bytes, named: "font_data")
        } catch let error as SDLError {
            throw CallError(
                .font, "\(function): font_data (\(bytes.count) bytes) cannot be read as a font: \(error.reason)")
        } catch {
            throw CallError(.font, "\(function): font_data (\(bytes.count) bytes) cannot be read as a font: \(error)")
        }
    }
}
