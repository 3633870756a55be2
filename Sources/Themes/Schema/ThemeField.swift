import JSONKit

/// One key an object of the theme format accepts: its name, what its value is, the numeric range its
/// numbers must fall in (for arrays of numbers, the range of each element) and its default as JSON text.
/// The decoder reads its defaults, ranges and choices from here, tools that write themes read the rest,
/// and a test checks the JSON Schema says the same.
struct ThemeField: Sendable {
    let name: String
    let shape: ThemeFieldShape
    let range: ClosedRange<Double>?
    let defaultJSON: String?
    /// The default parsed into a value tree, once, when the schema is built (every style's decoding reads
    /// it); nil when the key has no default.
    let defaultNode: JSONNode?

    init(
        _ name: String, _ shape: ThemeFieldShape, range: ClosedRange<Double>? = nil, default defaultJSON: String? = nil
    ) {
        self.name = name
        self.shape = shape
        self.range = range
        self.defaultJSON = defaultJSON
        defaultNode = defaultJSON.flatMap { JSONParser.parse(Array($0.utf8)).root }
    }

    /// The allowed strings of an enumeration; empty for any other key.
    var choices: [String] {
        if case .value(.choice(let options)) = shape { return options }
        return []
    }
}

/// What a key of the theme format holds: a single value, an object with fixed keys, an object of named
/// entries (styles, string tables, fonts) or a list of objects (switches).
indirect enum ThemeFieldShape: Sendable {
    case value(ThemeValueKind)
    case section(ThemeSection)
    /// Named entries of one shape; `entries` says what they are in messages ("named styles").
    case map(ThemeFieldShape, entries: String)
    /// Objects of one section, in order; `entries` says what they are in messages ("switches").
    case list(ThemeSection, entries: String)
}
