import MosaicContent
import Yams

/// Colours in layout files: a UIKit system colour by name (`label`, `systemGroupedBackground`,
/// `tint`, `clear`), hex (`"#RRGGBB"`, `"#RGB"`, `"#RRGGBBAA"`), or `{light: ..., dark: ...}`
/// with one of those for each appearance. Every key that takes a colour reads it here.
extension Reader {
    /// Short names older layout files use, each for a UIKit system colour.
    static let colorAliases: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen",
        "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue",
        "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink", "brown": "systemBrown",
        "gray": "systemGray", "tint": "tintColor"
    ]

    /// Every name a colour may be written as: UIKit's, then the short aliases.
    static let colorNames: [String] = SystemColors.names + colorAliases.keys.sorted()

    /// The system colour a name stands for: UIKit's name in any letter case, or an alias.
    static func systemColor(named text: String) -> ThemedColor? {
        if let exact = ThemedColor(systemName: text) { return exact }
        let lowered = text.lowercased()
        if let alias = colorAliases[lowered] { return ThemedColor(systemName: alias) }
        return SystemColors.names.first { $0.lowercased() == lowered }.flatMap(ThemedColor.init(systemName:))
    }

    /// A colour value (see the type's comment); `nil`, with a located error, for anything else.
    func themedColor(_ node: Node, _ what: String) -> ThemedColor? {
        if case .mapping = node {
            guard
                let fields = fields(
                    node, "'\(what)'", keys: ["light", "dark"],
                    expected: "a colour or {light: ..., dark: ...}")
            else { return nil }
            guard let lightNode = fields["light"], let darkNode = fields["dark"] else {
                error(
                    "'\(what)' needs both 'light' and 'dark'", at: node,
                    hint: "write e.g. \(what): {light: \"#FFFFFF\", dark: secondarySystemBackground}")
                return nil
            }
            for (side, sideNode) in [("light", lightNode), ("dark", darkNode)] {
                guard case .mapping = sideNode else { continue }
                error(
                    "'\(what).\(side)' is another {light, dark} pair", at: sideNode,
                    hint: "each side is one colour: a name (label, systemBlue) or \"#RRGGBB\"")
                return nil
            }
            let light = themedColor(lightNode, "\(what).light")
            let dark = themedColor(darkNode, "\(what).dark")
            guard let light, let dark else { return nil }
            return ThemedColor(light: light.light, dark: dark.dark)
        }
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            let hint =
                Self.isNull(node)
                ? "quote hex colours: \(what): \"#FF9500\" ('#' starts a YAML comment)"
                : "write a name (label, systemBlue), \"#RRGGBB\" or {light: ..., dark: ...}"
            error("'\(what)' must be a colour, not \(Self.describe(node))", at: node, hint: hint)
            return nil
        }
        let text = scalar.string.trimmingCharacters(in: .whitespaces)
        if let named = Self.systemColor(named: text) { return named }
        if let color = Color(hex: text) { return ThemedColor(color) }
        let hint =
            Suggestion.hint(for: text, in: Self.colorNames)
            ?? "write a UIKit colour name (label, secondaryLabel, systemBackground, systemBlue, separator, tint, "
            + "clear, ...), \"#RRGGBB\" or \"#RRGGBBAA\" (quoted), or {light: ..., dark: ...}"
        error("unknown colour '\(text)' in '\(what)'", at: node, hint: hint)
        return nil
    }
}
