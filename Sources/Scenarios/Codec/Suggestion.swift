/// Finds the closest known word to a misspelt one, for "did you mean" hints.
enum Suggestion {
    /// ` (did you mean "x"?)` when a candidate is within two edits of `word` and the edits change at most
    /// half of the longer word (so "z" never suggests "a"); else an empty string.
    static func hint(for word: String, among candidates: [String]) -> String {
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let d = distance(Array(word.lowercased().utf8), Array(candidate.lowercased().utf8))
            let close = d <= 2 && d * 2 <= max(word.utf8.count, candidate.utf8.count)
            if close, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best.map { " (did you mean \"\($0.word)\"?)" } ?? ""
    }

    /// Levenshtein distance between two byte strings.
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &row)
        }
        return previous[b.count]
    }
}
