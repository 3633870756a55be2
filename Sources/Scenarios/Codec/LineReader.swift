import JSONKit

/// A reader of one object of a scenario line: JSONKit's reader stopping at the first problem, with the
/// line format's typed reads. Messages name the key path and what the object is.
typealias LineReader = JSONObjectReader<StopAtFirstDiagnostic>

extension JSONObjectReader where Mode == StopAtFirstDiagnostic {
    /// A reader of `object` (known to be an object), named `name` in messages.
    init(_ object: JSONNode, path: String = "", name: String, at place: StopAtFirstDiagnostic) throws(Diagnostic) {
        guard let reader = try Self(LocatedNode(node: object, path: path), name: name, mode: place) else {
            throw place.diagnostic("\(Excerpt.quotedKeyPath(path)) must be an object, not \(object.kindDescription)")
        }
        self = reader
    }

    /// The diagnostic for `message` on this line, to throw.
    func failure(_ message: String) -> Diagnostic {
        mode.diagnostic(message)
    }

    /// The value of `key`, nil when absent.
    func optionalNode(_ key: String) -> JSONNode? {
        present(key)?.node
    }

    /// The value of a key that must be written.
    func requiredNode(_ key: String) throws(Diagnostic) -> JSONNode {
        guard let located = try required(key) else {
            throw failure("\(name ?? "a line") needs \(Excerpt.quotedKeyPath(keyPath(key)))")
        }
        return located.node
    }

    func typeError(_ key: String, _ expected: String, _ value: JSONNode) -> Diagnostic {
        failure("\(Excerpt.quotedKeyPath(keyPath(key))) must be \(expected), not \(value.kindDescription)")
    }

    func string(_ key: String) throws(Diagnostic) -> String {
        let value = try requiredNode(key)
        guard case .string(let s) = value.kind else { throw typeError(key, "a string", value) }
        return s
    }

    func optionalString(_ key: String) throws(Diagnostic) -> String? {
        guard let value = optionalNode(key) else { return nil }
        guard case .string(let s) = value.kind else { throw typeError(key, "a string", value) }
        return s
    }

    /// A string naming a file: refused when it is empty or holds a NUL, for neither names a file.
    func path(_ key: String) throws(Diagnostic) -> String {
        try checkedPath(try string(key), at: key)
    }

    /// A string naming a file, nil when absent; refused as `path` refuses.
    func optionalPath(_ key: String) throws(Diagnostic) -> String? {
        try optionalString(key).map { path throws(Diagnostic) in try checkedPath(path, at: key) }
    }

    private func checkedPath(_ path: String, at key: String) throws(Diagnostic) -> String {
        if path.isEmpty { throw failure("\(Excerpt.quotedKeyPath(keyPath(key))) is empty: it must name a file") }
        if path.utf8.contains(0) {
            throw failure(
                "\(Excerpt.quotedKeyPath(keyPath(key))) is \(Excerpt.quoted(path)): a path with a NUL character names no file"
            )
        }
        return path
    }

    func optionalBool(_ key: String) throws(Diagnostic) -> Bool? {
        guard let value = optionalNode(key) else { return nil }
        guard case .bool(let b) = value.kind else { throw typeError(key, "true or false", value) }
        return b
    }

    func bool(_ key: String) throws(Diagnostic) -> Bool {
        guard let b = try optionalBool(key) else {
            throw failure("\(name ?? "a line") needs \(Excerpt.quotedKeyPath(keyPath(key)))")
        }
        return b
    }

    /// A finite number in `range`.
    func number(_ key: String, in range: ClosedRange<Double>) throws(Diagnostic) -> Double {
        try number(try requiredNode(key), keyPath: keyPath(key), in: range)
    }

    /// `value`, the value at `keyPath`, as a finite number in `range`.
    func number(_ value: JSONNode, keyPath: String, in range: ClosedRange<Double>) throws(Diagnostic) -> Double {
        guard case .number(let n) = value.kind else {
            throw failure("\(Excerpt.quotedKeyPath(keyPath)) must be a number, not \(value.kindDescription)")
        }
        guard n.double.isFinite else {
            throw failure("\(Excerpt.quotedKeyPath(keyPath)) is \(n.literal): it must be a finite number")
        }
        guard range.contains(n.double) else {
            let low = JSONWriter.format(range.lowerBound)
            let high = JSONWriter.format(range.upperBound)
            throw failure("\(Excerpt.quotedKeyPath(keyPath)) is \(n.literal): it must be from \(low) to \(high)")
        }
        return n.double
    }

    /// A whole number in `range`.
    func integer(_ key: String, in range: ClosedRange<Int>) throws(Diagnostic) -> Int {
        try integer(try requiredNode(key), keyPath: keyPath(key), in: range)
    }

    /// `value`, the value at `keyPath`, as a whole number in `range`.
    func integer(_ value: JSONNode, keyPath: String, in range: ClosedRange<Int>) throws(Diagnostic) -> Int {
        let text: String
        switch value.kind {
        case .number(let n):
            if let whole = n.int64, let i = Int(exactly: whole), range.contains(i) { return i }
            text = n.literal
        default: text = value.kindDescription
        }
        throw failure(
            "\(Excerpt.quotedKeyPath(keyPath)) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(text)"
        )
    }

    /// A reader of the object at `key`, named `name` in messages.
    func object(_ key: String, name: String) throws(Diagnostic) -> LineReader {
        let value = try requiredNode(key)
        guard case .object = value.kind else { throw typeError(key, "an object", value) }
        return try LineReader(value, path: keyPath(key), name: name, at: mode)
    }
}
