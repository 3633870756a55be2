/// "Did you mean" hints for misspelt keys and names, by edit distance (case-insensitive).
package enum Suggestion {
    /// How close a candidate must be to be suggested.
    package enum Closeness: Sendable {
        /// Within about a third of the word's length in edits (at least 1, at most 3): for longer names.
        case thirdOfWord
        /// Within two edits that change at most half of the longer word, so "z" never suggests "a".
        case twoEditsAtMostHalf

        func allows(distance: Int, word: String, candidate: String) -> Bool {
            switch self {
            case .thirdOfWord:
                return distance <= min(3, max(1, word.count / 3))
            case .twoEditsAtMostHalf:
                return distance <= 2 && distance * 2 <= max(word.count, candidate.count)
            }
        }
    }

    /// The longest word or candidate compared: the distance takes steps in the product of the two lengths,
    /// so a 1,000,000-character name would cost a million million, and nobody mistypes a name that long.
    package static let maxLength = 64

    /// The closest allowed candidate, or nil when nothing is close. Ties go to the first in `candidates`.
    package static func closest(to word: String, in candidates: [String], closeness: Closeness = .thirdOfWord)
        -> String?
    {
        let length = word.count
        guard length <= maxLength else { return nil }
        var best: (name: String, distance: Int)?
        // No closeness allows more than 3 edits, and words further apart in length need more.
        for candidate in candidates where abs(candidate.count - length) <= 3 && candidate.count <= maxLength {
            let d = distance(word.lowercased(), candidate.lowercased())
            if closeness.allows(distance: d, word: word, candidate: candidate), d < (best?.distance ?? Int.max) {
                best = (candidate, d)
            }
        }
        return best?.name
    }

    /// " (did you mean \"x\"?)" or "" when there is no close candidate.
    package static func hint(for word: String, in candidates: [String], closeness: Closeness = .thirdOfWord)
        -> String
    {
        guard let match = closest(to: word, in: candidates, closeness: closeness) else { return "" }
        return " (did you mean \(Excerpt.quoted(match))?)"
    }

    /// Levenshtein distance over characters.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
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
