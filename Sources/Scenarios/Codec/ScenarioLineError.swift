/// A problem with one line, before it gets its file and line number; `column` when known.
struct ScenarioLineError: Error, Hashable, Sendable {
    let message: String
    let column: Int?

    init(_ message: String, column: Int? = nil) {
        self.message = message
        self.column = column
    }
}
