/// Finds the valid word nearest to a misspelt one, for "did you mean" hints.
enum Suggestion {
    /// The candidate closest to `word` by edit distance (case-insensitive), if it
    /// is close enough to be a plausible typo: at most a third of the longer
    /// word's length (and at least 1) edits away. A candidate that merely differs
    /// in letter case always qualifies.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            let limit = max(1, max(word.count, candidate.count) / 3)
            guard distance <= limit else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// `did you mean 'x'?`, or nil when nothing is near.
    static func hint(for word: String, in candidates: [String]) -> String? {
        nearest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Levenshtein distance (insertions, deletions and substitutions), with a
    /// swap of two neighbouring letters counted as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
