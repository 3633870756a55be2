import JSONKit

/// One key an object of the theme format accepts: its name, the numeric range its numbers must fall in
/// (for arrays of numbers, the range of each element) and its default as JSON text. The decoder reads
/// its defaults and ranges from here, and a test checks the JSON Schema says the same.
struct ThemeField: Sendable {
    let name: String
    let range: ClosedRange<Double>?
    let defaultJSON: String?

    init(_ name: String, range: ClosedRange<Double>? = nil, default defaultJSON: String? = nil) {
        self.name = name
        self.range = range
        self.defaultJSON = defaultJSON
    }

    /// The default parsed into a value tree; nil when the key has no default.
    var defaultNode: JSONNode? {
        guard let defaultJSON else { return nil }
        return JSONParser.parse(Array(defaultJSON.utf8)).root
    }
}
