import CSwitchYardVersion
import Glibc
import JSONKit
import SwitchYardKit
import Themes

/// What `sy_create_ex` was asked for, read and checked from the caller's `sy_options` (its C declaration in
/// include/switchyard.h is the one this reads) and copied, so nothing of the caller's is touched later.
struct CreateOptions {
    /// Where the theme comes from.
    enum Theme {
        /// The theme file at this path.
        case file(String)
        /// The theme's bytes, and the name messages give it.
        case memory([UInt8], name: String)
    }

    /// Where the text's font comes from.
    enum Font {
        /// SwitchYard's default font.
        case standard
        /// The font file at this path.
        case file(String)
        /// The font's bytes.
        case memory([UInt8])
    }

    var theme: Theme
    var font = Font.standard
    /// The language part of the tag, as the theme's string tables are keyed ("pt" for "pt-BR").
    var language: String?
    var liveReload = LiveReloadMode.auto
    var reducesMotion = false

    /// `sy_live_reload`'s values.
    enum LiveReloadMode: Int32 {
        case auto = 0
        case off = 1
        case poll = 2
    }

    /// The sizes of `sy_options` this library reads: this version's. A later version adds the size of each
    /// struct it grows to and keeps accepting these, reading the fields an older struct lacks as zero
    /// (every field's default).
    static let knownSizes = [MemoryLayout<sy_options>.size]

    /// The name a theme from memory has in messages when `theme_name` is NULL.
    static let defaultThemeName = "theme_data"

    /// The options for a plain `sy_create`: the theme file at `path`, everything else its default.
    init(themePath path: String) {
        theme = .file(path)
    }

    /// Reads and checks `pointer`'s options; the error says which field is wrong.
    init(_ pointer: UnsafePointer<sy_options>?, for function: String) throws(CallError) {
        guard let pointer else {
            throw CallError(.null, "\(function): options is NULL; make them with SY_OPTIONS_INIT")
        }
        let size = UnsafeRawPointer(pointer).load(as: Int.self)
        guard Self.knownSizes.contains(size) else {
            throw CallError(
                .options,
                "\(function): options->struct_size is \(UInt(bitPattern: size)), not a size this library knows "
                    + "(\(Self.knownSizes.map(String.init).joined(separator: ", "))); make the options with SY_OPTIONS_INIT"
            )
        }
        // Only the caller's `size` bytes are read; fields an older, smaller struct lacks stay zero: their defaults.
        var raw = sy_options()
        withUnsafeMutableBytes(of: &raw) { $0.copyMemory(from: UnsafeRawBufferPointer(start: pointer, count: size)) }
        theme = try Self.theme(raw, for: function)
        font = try Self.font(raw, for: function)
        language = try Self.language(raw.language, for: function)
        guard let mode = LiveReloadMode(rawValue: Int32(bitPattern: raw.live_reload.rawValue)) else {
            throw CallError(
                .badValue,
                "\(function): options->live_reload is \(raw.live_reload.rawValue), not SY_RELOAD_AUTO, SY_RELOAD_OFF "
                    + "or SY_RELOAD_POLL")
        }
        liveReload = mode
        reducesMotion = raw.reduce_motion != 0
    }

    private static func theme(_ raw: sy_options, for function: String) throws(CallError) -> Theme {
        let bytes = try data(raw.theme_data, raw.theme_size, "theme", limit: CLimits.maxThemeBytes, for: function)
        switch (raw.theme_path, bytes) {
        case (.some, .some):
            throw CallError(.options, "\(function): options give both theme_path and theme_data; give one")
        case (let path?, nil):
            let path = try Calls.string(path, "theme_path", in: function, limit: CLimits.maxPathBytes)
            guard !path.isEmpty else {
                throw CallError(.theme, "\(function): theme_path is empty; name the theme file")
            }
            return .file(path)
        case (nil, let bytes?):
            let name =
                try raw.theme_name.map { name throws(CallError) in
                    try Calls.string(name, "theme_name", in: function, limit: CLimits.maxPathBytes)
                } ?? defaultThemeName
            return .memory(bytes, name: name.isEmpty ? defaultThemeName : name)
        case (nil, nil):
            throw CallError(.null, "\(function): options give neither theme_path nor theme_data; give one")
        }
    }

    private static func font(_ raw: sy_options, for function: String) throws(CallError) -> Font {
        let bytes = try data(raw.font_data, raw.font_size, "font", limit: CLimits.maxFontBytes, for: function)
        switch (raw.font_path, bytes) {
        case (.some, .some):
            throw CallError(.options, "\(function): options give both font_path and font_data; give one")
        case (let path?, nil):
            return .file(try Calls.string(path, "font_path", in: function, limit: CLimits.maxPathBytes))
        case (nil, let bytes?):
            return .memory(bytes)
        case (nil, nil):
            return .standard
        }
    }

    /// A copy of the `size` bytes at `data` (nil when `data` is NULL and `size` 0); the errors name `what`'s
    /// fields (`theme_data`, `theme_size`).
    private static func data(
        _ data: UnsafeRawPointer?, _ size: Int, _ what: String, limit: Int, for function: String
    ) throws(CallError) -> [UInt8]? {
        guard let data else {
            guard size == 0 else {
                throw CallError(
                    .null, "\(function): \(what)_data is NULL but \(what)_size is \(UInt(bitPattern: size))")
            }
            return nil
        }
        guard UInt(bitPattern: size) <= UInt(limit) else {
            throw CallError(
                .limit,
                "\(function): \(what)_size is \(UInt(bitPattern: size)) bytes, above the limit of \(limit)")
        }
        return Array(UnsafeRawBufferPointer(start: data, count: size))
    }

    /// The language part of a BCP 47 tag (letters, digits, '-' and '_'; "pt" for "pt-BR"), nil for NULL or "".
    private static func language(_ tag: UnsafePointer<CChar>?, for function: String) throws(CallError) -> String? {
        guard let tag else { return nil }
        let text = try Calls.string(tag, "language", in: function, limit: CLimits.maxLanguageBytes)
        guard !text.isEmpty else { return nil }
        let allowed = text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_")
        }
        guard allowed, let language = ThemeLanguage.languagePart(of: text) else {
            throw CallError(
                .badValue,
                "\(function): language '\(Excerpt.plain(text))' is not a BCP 47 tag such as \"de\" or \"pt-BR\" "
                    + "(a language of 2 or 3 letters first)")
        }
        return language
    }
}
