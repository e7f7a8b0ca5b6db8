/// The differences between two ``DrawnContent`` records, element by element: what a screen
/// draws differently, in words (`section 1, item 3: text "Hello" -> "Hallo"`).
///
/// Elements are matched by ``LayoutFrame/Key``; their marks are compared exactly and in order,
/// so a one-letter change, a colour one step off, another image or a removed badge each count.
/// Pixel boxes and text boxes are not compared (frames and pixels speak for them).
public struct DrawnContentDiff: Sendable {
    /// One element that draws something else, or the page (`name` "the page").
    public struct Change: Sendable, Hashable {
        /// The element's name, or `the page`.
        public var name: String
        /// The element's identity; nil for the page.
        public var key: LayoutFrame.Key?
        /// What changed, e.g. `text "Hello" -> "Hallo"`, `fill #808080FF -> #818080FF`, `no longer drawn`.
        public var description: String

        /// `section 1, item 3: text "Hello" -> "Hallo"`.
        public var sentence: String { "\(name): \(description)" }
    }

    /// The changes, in the elements' order, the page last.
    public let changes: [Change]

    /// Compares `actual` with `reference`.
    public init(reference: DrawnContent, actual: DrawnContent) {
        var changes: [Change] = []
        let referenceByKey = Dictionary(
            reference.elements.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let actualByKey = Dictionary(actual.elements.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for key in Set(referenceByKey.keys).union(actualByKey.keys).sorted() {
            let old = referenceByKey[key]
            let new = actualByKey[key]
            let name = (new ?? old)!.name
            guard let old, let new else {
                changes.append(
                    Change(name: name, key: key, description: old == nil ? "newly drawn" : "no longer drawn"))
                continue
            }
            if old.opacity != new.opacity {
                changes.append(
                    Change(
                        name: name, key: key,
                        description: "opacity \(Self.opacity(old.opacity)) -> "
                            + Self.opacity(new.opacity)))
            }
            if let words = Self.describe(old.marks, new.marks) {
                changes.append(Change(name: name, key: key, description: words))
            }
        }
        if let words = Self.describe(reference.page, actual.page) {
            changes.append(Change(name: "the page", key: nil, description: words))
        }
        self.changes = changes
    }

    /// Whether both draw the same.
    public var isEmpty: Bool { changes.isEmpty }

    /// The changes as sentences.
    public var sentences: [String] { changes.map(\.sentence) }

    /// The first difference between two lists of marks in words, or nil when they are equal.
    static func describe(_ old: [DrawnMark], _ new: [DrawnMark]) -> String? {
        guard old != new else { return nil }
        let common = zip(old, new).prefix { $0 == $1 }.count
        let extra = old.count == new.count ? "" : " (\(old.count) marks -> \(new.count))"
        switch (common < old.count ? old[common] : nil, common < new.count ? new[common] : nil) {
        case (let was?, let now?):
            return change(was, now) + extra
        case (let was?, nil):
            return "\(was) no longer drawn" + extra
        case (nil, let now?):
            return "\(now) newly drawn" + extra
        case (nil, nil):
            return nil
        }
    }

    /// One mark's change, naming only what differs: `text "Hello" -> "Hallo"`, `fill #808080FF -> #818080FF`.
    static func change(_ was: DrawnMark, _ now: DrawnMark) -> String {
        guard was.kind == now.kind else { return "\(was) -> \(now)" }
        var parts: [String] = []
        if was.text != now.text { parts.append("\(quoted(was.text ?? "")) -> \(quoted(now.text ?? ""))") }
        if was.font != now.font {
            parts.append("font \(was.font?.description ?? "none") -> \(now.font?.description ?? "none")")
        }
        if was.color != now.color { parts.append("\(was.color ?? "none") -> \(now.color ?? "none")") }
        if was.width != now.width {
            parts.append(
                "width \(was.width.map(FrameDump.number) ?? "none") -> \(now.width.map(FrameDump.number) ?? "none")")
        }
        if was.image != now.image { parts.append("\(was.image ?? "none") -> \(now.image ?? "none")") }
        let subject = was.kind == .text ? "text \(quoted(now.text ?? ""))" : was.kind.rawValue
        return was.text != now.text
            ? "text " + parts.joined(separator: ", ") : "\(subject) " + parts.joined(separator: ", ")
    }

    /// `"Hello"`, with quotes, backslashes and control characters escaped, cut after 60 characters.
    static func quoted(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars.prefix(60) {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case _ where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value):
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"" + escaped + (text.unicodeScalars.count > 60 ? "…" : "") + "\""
    }

    private static func opacity(_ value: Double?) -> String { value.map(FrameDump.number) ?? "1" }
}
