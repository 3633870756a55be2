import JSONKit
import SceneGraph

/// The root object of a theme file: version, name, window, strings, fonts, styles and switches.
extension DecodeContext {
    /// Decodes the whole theme; nil when any error was reported (all of them are in the sink).
    func theme(_ root: JSONNode, themeFile: String, language: String?) -> Theme? {
        guard let reader = SectionReader(LocatedNode(node: root, path: ""), section: .root, context: self),
            versionIsSupported(reader)
        else { return nil }
        _ = reader.present("$schema").flatMap { string($0) }
        let stem = FilePaths.deletingExtension(FilePaths.lastComponent(themeFile))
        let name = reader.present("name").flatMap { string($0) } ?? stem
        let background = SectionReader("window", of: reader, section: .window).flatMap { $0.color("background") }
        let chosen = stringTables(reader, language: language)
        fonts(reader)
        let styles = styles(reader)
        let switches = switches(reader, styles: styles)
        guard !sink.hasErrors, let background else { return nil }
        return Theme(
            name: name, background: background, styles: styles.compactMapValues { $0 }, switches: switches,
            images: images, fonts: declaredFonts, sourceFiles: sourceFiles, language: chosen, sounds: sounds)
    }

    /// `version` must be present and 1; a newer version stops decoding with a clear message.
    private func versionIsSupported(_ reader: SectionReader) -> Bool {
        guard let value = reader.required("version"),
            case .failure(let problem) = ThemeValueRules.version(value.node)
        else { return true }
        error(value, problem.message)
        return !problem.stopsDecoding
    }

    /// Checks every `strings.<lang>.<KEY>` table and takes the one for `language`; returns the language
    /// whose table applies.
    private func stringTables(_ reader: SectionReader, language: String?) -> String? {
        guard let value = reader.present("strings"),
            let tables = take(value, ThemeValueRules.namedEntries(value.node, of: ThemeSection.Entries.languages))
        else { return nil }
        var chosen: String?
        for table in tables {
            let located = LocatedNode(node: table.value, path: value.path(table.key))
            if !ThemeLanguage.isLanguageCode(table.key) {
                sink.report(
                    "expected a language code of 2 or 3 lower-case letters like \"de\", got \(Excerpt.quoted(table.key))",
                    at: table.keyPosition, keyPath: located.path)
            }
            guard
                let entries = take(located, ThemeValueRules.namedEntries(table.value, of: ThemeSection.Entries.strings))
            else { continue }
            var texts: [String: String] = [:]
            for entry in entries {
                texts[entry.key] = text(LocatedNode(node: entry.value, path: located.path(entry.key)))
            }
            if table.key == language {
                strings = texts
                chosen = table.key
            }
        }
        return chosen
    }

    /// `fonts`: name to a TrueType/OpenType file inside the theme's folder.
    private func fonts(_ reader: SectionReader) {
        guard let value = reader.present("fonts"),
            let entries = take(value, ThemeValueRules.namedEntries(value.node, of: ThemeSection.Entries.fonts))
        else { return }
        for entry in entries {
            let located = LocatedNode(node: entry.value, path: value.path(entry.key))
            if entry.key.isEmpty || entry.key == "regular" || entry.key == "bold" {
                sink.report(
                    "font name \(Excerpt.quoted(entry.key)) is empty or reserved", at: entry.keyPosition,
                    keyPath: located.path)
                continue
            }
            fontNames.append(entry.key)
            guard let relative = string(located) else { continue }
            noteSourceFile(relative)
            switch checkedFont(relative).flatMap({ path in
                assets.registerFont(named: entry.key, atPath: path).map { path }
            }) {
            case .success(let path):
                declaredFonts.append(ThemeFont(name: entry.key, path: relative, absolutePath: path))
            case .failure(let failure):
                error(located, failure.message)
            }
        }
    }

    private func checkedFont(_ relative: String) -> Result<String, ThemeAssetFailure> {
        folder.resolve(relative, kind: "font").flatMap { real in
            assetHeader(real, relative: relative, kind: "font", limit: ThemeLimits.maxFontBytes, count: 4)
                .flatMap { header in
                    guard AssetSignature.isFont(header: header) else {
                        return .failure(
                            ThemeAssetFailure("font \(Excerpt.quoted(relative)) is not a TrueType or OpenType file"))
                    }
                    return .success(real)
                }
        }
    }

    /// Every style by name (nil for one with errors), `extends` applied, in file order.
    private func styles(_ reader: SectionReader) -> [String: SwitchStyle?] {
        guard let value = reader.required("styles"),
            let members = take(value, ThemeValueRules.namedEntries(value.node, of: ThemeSection.Entries.styles))
        else { return [:] }
        var inheritance = StyleInheritance(styles: members, context: self)
        var result: [String: SwitchStyle?] = [:]
        for member in members {
            let path = value.path(member.key)
            if member.key.isEmpty { sink.report("style name is empty", at: member.keyPosition, keyPath: path) }
            let node = inheritance.node(for: member.key) ?? member.value
            result[member.key] = .some(style(LocatedNode(node: node, path: path)))
        }
        return result
    }

    /// The gallery; without `switches`, one switch per style in name order.
    private func switches(_ reader: SectionReader, styles: [String: SwitchStyle?]) -> [SwitchSpec] {
        guard let value = reader.present("switches") else {
            return styles.keys.sorted().compactMap { name in
                guard let style = styles[name] ?? nil else { return nil }
                return SwitchSpec(id: name, styleName: name, style: style, caption: name, isOn: false, isEnabled: true)
            }
        }
        guard let items = take(value, ThemeValueRules.list(value.node, of: ThemeSection.Entries.switches)) else {
            return []
        }
        var firstIDs: [String: SourcePosition] = [:]
        var result: [SwitchSpec] = []
        for (index, item) in items.enumerated() {
            let located = LocatedNode(node: item, path: value.path(index: index))
            guard let entry = SectionReader(located, section: .switchSpec, context: self) else { continue }
            let id = entry.required("id").flatMap { idValue -> String? in
                guard let id = string(idValue) else { return nil }
                if id.isEmpty { error(idValue, "switch id is empty") }
                if let first = firstIDs[id] {
                    error(idValue, "duplicate switch id \(Excerpt.quoted(id)) (first at \(first.line):\(first.column))")
                    return nil
                }
                firstIDs[id] = idValue.node.position
                return id
            }
            let styleName = entry.required("style").flatMap { styleValue -> String? in
                guard let name = string(styleValue) else { return nil }
                guard styles.keys.contains(name) else {
                    let hint = Suggestion.hint(for: name, in: styles.keys.sorted())
                    error(styleValue, "unknown style \(Excerpt.quoted(name))\(hint)")
                    return nil
                }
                return name
            }
            let caption = entry.text("caption").map { strings[$0] ?? $0 }
            let isOn = entry.bool("on")
            let isEnabled = entry.bool("enabled")
            let decideWritten = entry.present("decide") != nil
            let owner =
                decideWritten ? SectionReader("decide", of: entry, section: .decide).flatMap { policy($0) } : nil
            let accessibility = SectionReader("accessibility", of: entry, section: .accessibility).map {
                AccessibilityText(
                    label: $0.present("label").flatMap { text($0) }.map { strings[$0] ?? $0 },
                    hint: $0.present("hint").flatMap { text($0) }.map { strings[$0] ?? $0 })
            }
            guard let id, let styleName, let style = styles[styleName] ?? nil, let caption, let isOn, let isEnabled,
                !decideWritten || owner != nil, let accessibility
            else { continue }
            result.append(
                SwitchSpec(
                    id: id, styleName: styleName, style: style, caption: caption, isOn: isOn, isEnabled: isEnabled,
                    owner: owner, accessibility: accessibility))
        }
        return result
    }

    /// `decide`: `{"policy": "refuse" | "refuse-every-second" | "pending", "resolveAfter", "grant"}`; the last
    /// two only with "pending".
    private func policy(_ reader: SectionReader) -> OwnerPolicy? {
        let name = reader.required("policy").flatMap { choice($0, ThemeSection.decide.field("policy")?.choices ?? []) }
        if name != "pending" {
            for key in ["resolveAfter", "grant"] {
                if let value = reader.present(key) { error(value, "\(key) applies only to policy \"pending\"") }
            }
        }
        switch name {
        case "refuse": return .refuse
        case "refuse-every-second": return .refuseEverySecond
        case "pending":
            let after = reader.number("resolveAfter")
            let grant = reader.bool("grant")
            guard let after, let grant else { return nil }
            return .pending(resolveAfter: after, grant: grant)
        default: return nil
        }
    }
}
