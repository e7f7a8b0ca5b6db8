/// The comparison of two sets of frames: which elements moved, changed size, changed z-order,
/// appeared or disappeared.
///
/// Elements are matched by ``LayoutFrame/Key`` (section, category, kind, item); when a key
/// occurs more than once, its occurrences are matched in order. A coordinate counts as changed
/// when it differs by more than `tolerance` device pixels (points times `scale`), so a
/// tolerance of 0 reports any change and 1 forgives a one-pixel rounding drift.
///
/// ```swift
/// let diff = FrameDiff(reference: old, actual: new, scale: 3)
/// diff.sentences  // ["section 1, item 3: moved 8 pt down (y 120 -> 128), 16 pt taller (height 44 -> 60)",
///                 //  "section 2 header: new", "section 0, item 7: gone"]
/// ```
public struct FrameDiff: Hashable, Sendable {
    /// One element that differs between the two sets.
    public struct Change: Hashable, Sendable {
        /// The element in the reference, nil when it is new.
        public var reference: LayoutFrame?
        /// The element now, nil when it is gone.
        public var actual: LayoutFrame?

        /// The element's name (``LayoutFrame/name``).
        public var name: String { (actual ?? reference)!.name }
        /// Whether the element is new.
        public var isAdded: Bool { reference == nil }
        /// Whether the element is gone.
        public var isRemoved: Bool { actual == nil }
        /// Whether the element's origin changed.
        public var moved: Bool { movedBy.x != 0 || movedBy.y != 0 }
        /// Whether the element's size changed.
        public var resized: Bool { resizedBy.width != 0 || resizedBy.height != 0 }
        /// Whether the element's z-index changed.
        public var zIndexChanged: Bool {
            if let reference, let actual { return reference.zIndex != actual.zIndex }
            return false
        }

        /// How far the origin moved, in points (0 for changes within the tolerance).
        public var movedBy: (x: Double, y: Double) { (delta(\.x), delta(\.y)) }
        /// How much the size grew, in points (0 for changes within the tolerance).
        public var resizedBy: (width: Double, height: Double) { (delta(\.width), delta(\.height)) }

        let tolerance: Double

        private func delta(_ path: KeyPath<LayoutFrame, Double>) -> Double {
            guard let reference, let actual else { return 0 }
            let value = actual[keyPath: path] - reference[keyPath: path]
            return abs(value) > tolerance ? value : 0
        }

        /// The change in words, e.g. `section 1, item 3: moved 8 pt down (y 120 -> 128), 16 pt
        /// taller (height 44 -> 60)`, `section 2 header: new`, `section 0, item 7: gone`.
        public var sentence: String { "\(name): \(description)" }

        /// The change without the element's name, e.g. `moved 8 pt down (y 120 -> 128)`.
        public var description: String {
            guard let reference, let actual else { return isAdded ? "new" : "gone" }
            var parts: [String] = []
            let (dx, dy) = movedBy
            if dx != 0 || dy != 0 {
                var values: [String] = []
                if dx != 0 { values.append("x \(FrameDump.number(reference.x)) -> \(FrameDump.number(actual.x))") }
                if dy != 0 { values.append("y \(FrameDump.number(reference.y)) -> \(FrameDump.number(actual.y))") }
                parts.append("\(moveWords) (\(values.joined(separator: ", ")))")
            }
            let (dw, dh) = resizedBy
            if dw != 0 {
                parts.append(
                    "\(Self.points(abs(dw))) \(dw > 0 ? "wider" : "narrower") "
                        + "(width \(FrameDump.number(reference.width)) -> \(FrameDump.number(actual.width)))")
            }
            if dh != 0 {
                parts.append(
                    "\(Self.points(abs(dh))) \(dh > 0 ? "taller" : "shorter") "
                        + "(height \(FrameDump.number(reference.height)) -> \(FrameDump.number(actual.height)))")
            }
            if zIndexChanged {
                parts.append("zIndex \(reference.zIndex) -> \(actual.zIndex)")
            }
            return parts.joined(separator: ", ")
        }

        /// `moved 4 pt left and 8 pt down` (empty when the element did not move).
        var moveWords: String {
            let (dx, dy) = movedBy
            var ways: [String] = []
            if dx != 0 { ways.append("\(Self.points(abs(dx))) \(dx > 0 ? "right" : "left")") }
            if dy != 0 { ways.append("\(Self.points(abs(dy))) \(dy > 0 ? "down" : "up")") }
            return ways.isEmpty ? "" : "moved \(ways.joined(separator: " and "))"
        }

        /// Whether the element only moved (same size and zIndex).
        var onlyMoved: Bool { moved && !resized && !zIndexChanged }

        static func points(_ value: Double) -> String {
            "\(FrameDump.number(LayoutFrame.tidy(value))) pt"
        }

        public static func == (lhs: Change, rhs: Change) -> Bool {
            lhs.reference == rhs.reference && lhs.actual == rhs.actual && lhs.tolerance == rhs.tolerance
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(reference)
            hasher.combine(actual)
        }
    }

    /// The elements that differ, in the canonical order (``LayoutFrame/sorted(_:)``).
    public let changes: [Change]
    /// How many elements are in both sets with no difference beyond the tolerance.
    public let unchangedCount: Int

    /// Compares `actual` with `reference`; coordinates differing by at most `tolerance` device
    /// pixels (`scale` pixels a point) count as equal.
    public init(reference: [LayoutFrame], actual: [LayoutFrame], tolerance: Double = 0, scale: Double = 1) {
        let points = tolerance / scale + 1e-6
        var remaining: [LayoutFrame.Key: [LayoutFrame]] = [:]
        for frame in reference { remaining[frame.key, default: []].append(frame) }
        var changes: [(LayoutFrame.Key, Change)] = []
        var unchanged = 0
        for frame in actual {
            guard var candidates = remaining[frame.key], !candidates.isEmpty else {
                changes.append((frame.key, Change(reference: nil, actual: frame, tolerance: points)))
                continue
            }
            let old = candidates.removeFirst()
            remaining[frame.key] = candidates
            let change = Change(reference: old, actual: frame, tolerance: points)
            if change.moved || change.resized || change.zIndexChanged {
                changes.append((frame.key, change))
            } else {
                unchanged += 1
            }
        }
        for (key, leftovers) in remaining {
            for frame in leftovers { changes.append((key, Change(reference: frame, actual: nil, tolerance: points))) }
        }
        self.changes = changes.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map(\.element.1)
        self.unchangedCount = unchanged
    }

    /// Whether no element differs.
    public var isEmpty: Bool { changes.isEmpty }

    /// Every change in words, one sentence each.
    public var sentences: [String] { changes.map(\.sentence) }

    /// Changes told together: one change, or a run of elements that only moved, all by the
    /// same amount (what follows an element that grew).
    public struct Run: Hashable, Sendable {
        /// The changes, in order; more than one for a run.
        public var changes: [Change]
        /// The run in words: the change's ``Change/sentence``, or for a run
        /// `section 1, items 4-29: moved 8 pt down`.
        public var sentence: String
    }

    /// The changes with runs told once: at least ``shortestRun`` elements of one section,
    /// category and kind, with consecutive items, that only moved, all by the same amount.
    public var runs: [Run] {
        var result: [Run] = []
        var index = changes.startIndex
        while index < changes.endIndex {
            let first = changes[index]
            var end = index + 1
            if first.onlyMoved, let start = first.actual {
                while end < changes.endIndex, let next = changes[end].actual, changes[end].onlyMoved,
                    next.section == start.section, next.category == start.category, next.kind == start.kind,
                    next.item == start.item + (end - index),
                    changes[end].movedBy == first.movedBy
                {
                    end += 1
                }
            }
            if end - index >= Self.shortestRun, let start = first.actual, let last = changes[end - 1].actual {
                result.append(
                    Run(
                        changes: Array(changes[index..<end]),
                        sentence: "\(Self.runName(start, through: last)): \(first.moveWords)"))
                index = end
            } else {
                result.append(Run(changes: [first], sentence: first.sentence))
                index += 1
            }
        }
        return result
    }

    /// The changes in words with runs told once (``runs``), e.g.
    /// `["section 0, item 3: 8 pt taller (height 44 -> 52)", "section 0, items 4-9: moved 8 pt down"]`.
    public var summarizedSentences: [String] { runs.map(\.sentence) }

    /// The fewest elements that ``summarizedSentences`` tells as one run.
    public static let shortestRun = 3

    /// `section 1, items 4-29`, `section 0, items 2-9 badge`.
    static func runName(_ first: LayoutFrame, through last: LayoutFrame) -> String {
        let items = "section \(first.section), items \(first.item)-\(last.item)"
        return first.category == .cell ? items : "\(items) \(first.kind)"
    }

    /// A one-line count, e.g. `3 elements changed (1 moved or resized, 1 new, 1 gone), 40 unchanged`.
    public var summary: String {
        let added = changes.filter(\.isAdded).count
        let removed = changes.filter(\.isRemoved).count
        let altered = changes.count - added - removed
        return "\(changes.count) element\(changes.count == 1 ? "" : "s") changed "
            + "(\(altered) moved, resized or reordered, \(added) new, \(removed) gone), \(unchangedCount) unchanged"
    }
}
