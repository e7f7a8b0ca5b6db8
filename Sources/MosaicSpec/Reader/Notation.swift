import Foundation
import MosaicContent

/// The compact notation of layout files, parsed from text:
///
/// | written        | means                                        |
/// |----------------|----------------------------------------------|
/// | `0.92fw`       | `.fractionalWidth(0.92)`                     |
/// | `0.4fh`        | `.fractionalHeight(0.4)`                     |
/// | `44`, `44pt`   | `.absolute(44)`                              |
/// | `~44`          | `.estimated(44)`                             |
/// | `~44u`         | `.uniformAcrossSiblings(estimate: 44)`       |
/// | `1fw x 44`     | a size: width, then height                   |
/// | `8`, `fixed 8` | `NSCollectionLayoutSpacing.fixed(8)`         |
/// | `flex 8`       | `NSCollectionLayoutSpacing.flexible(8)`      |
/// | `circle`, `capsule`, `rectangle`, `rounded 12` | a ``CellShape``  |
/// | `disclosureIndicator`, `checkmark`, `switch on`, `switch off` | a ``CellAccessory`` |
enum Notation {
    /// The largest number a layout file may use, in points or as a fraction: a million
    /// points is over 1,000 iPhone screens, far past any page, and keeps every sum and
    /// pixel count the engine and renderer make far from overflowing.
    static let maximumMagnitude: Double = 1_000_000
    static let magnitudeHint = "numbers in a layout file are at most 1,000,000"

    /// A parsed value, or what was wrong with the text and how to fix it.
    enum Result<T> {
        case success(T)
        case failure(String, hint: String?)
    }

    static let dimensionHint =
        "write 0.5fw (fraction of the width), 0.5fh (of the height), 44 (points), ~44 (estimated) or ~44u (estimated, uniform across siblings)"

    /// A dimension: `0.5fw`, `0.5fh`, `44`, `44pt`, `~44`, `~44u` (also `~44 uniform`).
    static func dimension(_ written: String) -> Result<DimensionSpec> {
        let text = written.trimmingCharacters(in: .whitespaces)
        var body = text.lowercased()
        guard !body.isEmpty else { return .failure("empty dimension", hint: dimensionHint) }
        var estimated = false
        var uniform = false
        if body.hasPrefix("~") {
            estimated = true
            body = String(body.dropFirst()).trimmingCharacters(in: .whitespaces)
            if body.hasSuffix("uniform") {
                uniform = true
                body = String(body.dropLast("uniform".count)).trimmingCharacters(in: .whitespaces)
            } else if body.hasSuffix("u") {
                uniform = true
                body = String(body.dropLast())
            }
        }
        let (number, unit) = splitNumber(body)
        guard let value = Double(number), value.isFinite else {
            return .failure("bad dimension '\(text)'", hint: dimensionHint)
        }
        if value < 0 { return .failure("negative dimension '\(text)'", hint: "dimensions are 0 or more") }
        if value > maximumMagnitude { return .failure("dimension '\(text)' is too large", hint: magnitudeHint) }
        let amount = CGFloat(value)
        switch unit.trimmingCharacters(in: .whitespaces) {
        case "" where estimated: return .success(DimensionSpec(uniform ? .uniformAcrossSiblings : .estimated, amount))
        case "", "pt": return .success(DimensionSpec(.absolute, amount))
        case "fw" where !estimated: return .success(DimensionSpec(.fractionalWidth, amount))
        case "fh" where !estimated: return .success(DimensionSpec(.fractionalHeight, amount))
        case "fw", "fh":
            return .failure(
                "an estimated dimension is in points, not '\(text)'",
                hint: "write ~\(number) for an estimate of \(number) points")
        default:
            let guess = Suggestion.nearest(to: unit, in: ["fw", "fh", "pt"])
            return .failure(
                "bad dimension '\(text)'",
                hint: guess.map { "did you mean '\(number)\($0)'?" } ?? dimensionHint)
        }
    }

    /// A size written `WIDTH x HEIGHT`, e.g. `0.5fw x 44`.
    static func size(_ text: String) -> Result<SizeSpec> {
        guard let parts = splitSize(text) else {
            return .failure("bad size '\(text)'", hint: "write a size as 'WIDTH x HEIGHT', e.g. '1fw x 44'")
        }
        switch (dimension(parts.0), dimension(parts.1)) {
        case (.success(let width), .success(let height)): return .success(SizeSpec(width: width, height: height))
        case (.failure(let message, let hint), _), (_, .failure(let message, let hint)):
            return .failure(message, hint: hint)
        }
    }

    /// Splits `WIDTH x HEIGHT` at its separator: an `x` or `×` with spaces around
    /// it, or else the only `x` in the text (`1fwx44`).
    private static func splitSize(_ text: String) -> (String, String)? {
        let characters = Array(text)
        func isSeparator(_ c: Character) -> Bool { c == "x" || c == "X" || c == "×" }
        let spaced = characters.indices.filter { i in
            isSeparator(characters[i]) && i > 0 && i < characters.count - 1
                && characters[i - 1] == " " && characters[i + 1] == " "
        }
        let all = characters.indices.filter { isSeparator(characters[$0]) }
        guard let at = spaced.count == 1 ? spaced.first : (all.count == 1 ? all.first : nil) else { return nil }
        return (String(characters[..<at]), String(characters[(at + 1)...]))
    }

    static let spacingHint = "write 8 (exactly 8 points) or 'flex 8' (at least 8, sharing out the leftover space)"

    /// A spacing: `8` or `fixed 8` (fixed), `flex 8` or `flexible 8` (flexible).
    static func spacing(_ text: String) -> Result<SpacingSpec> {
        let body = text.trimmingCharacters(in: .whitespaces).lowercased()
        var flexible = false
        var number = body
        for (word, isFlexible) in [("flexible", true), ("flex", true), ("fixed", false)] where body.hasPrefix(word) {
            flexible = isFlexible
            number = String(body.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
            break
        }
        if let value = Double(number), value.isFinite {
            guard value >= 0 else { return .failure("negative spacing '\(text)'", hint: "spacing is 0 or more") }
            guard value <= maximumMagnitude else {
                return .failure("spacing '\(text)' is too large", hint: magnitudeHint)
            }
            return .success(SpacingSpec(value: CGFloat(value), flexible: flexible))
        }
        let (digits, word) = splitNumber(body)
        if !digits.isEmpty, Double(digits) != nil {  // "8flex", "8 flexible"
            let guess = Suggestion.nearest(to: word.trimmingCharacters(in: .whitespaces), in: ["flex", "fixed"])
            return .failure(
                "bad spacing '\(text)'", hint: guess.map { "did you mean '\($0) \(digits)'?" } ?? spacingHint)
        }
        let leading = body.prefix { $0.isLetter }
        if let guess = Suggestion.nearest(to: String(leading), in: ["flex", "fixed", "flexible"]),
            let value = Double(body.dropFirst(leading.count).trimmingCharacters(in: .whitespaces))
        {
            return .failure("bad spacing '\(text)'", hint: "did you mean '\(guess) \(format(CGFloat(value)))'?")
        }
        return .failure("bad spacing '\(text)'", hint: spacingHint)
    }

    static let cellShapeHint =
        "write circle, capsule, rectangle (square corners) or 'rounded 12' (corners of 12 points)"

    /// A cell shape: `circle`, `capsule`, `rectangle` (`.roundedRect(radius: 0)`),
    /// `rounded 12` (`.roundedRect(radius: 12)`), or just `12`.
    static func cellShape(_ text: String) -> Result<CellShape> {
        let body = text.trimmingCharacters(in: .whitespaces)
        let words: [(String, CellShape)] = [
            ("circle", .circle), ("capsule", .capsule),
            ("rectangle", .roundedRect(radius: 0))
        ]
        if let match = words.first(where: { $0.0 == body }) { return .success(match.1) }
        let leading = String(body.prefix { $0.isLetter })
        let rest = body.dropFirst(leading.count).trimmingCharacters(in: .whitespaces)
        if leading == "rounded" || leading.isEmpty, !rest.isEmpty, let radius = Double(rest), radius.isFinite {
            guard radius >= 0 else {
                return .failure("negative corner radius in cell shape '\(text)'", hint: "a corner radius is 0 or more")
            }
            return .success(.roundedRect(radius: radius))
        }
        if leading == "rounded" {
            return .failure("cell shape '\(text)' needs a corner radius", hint: "write e.g. 'rounded 12'")
        }
        if rest.isEmpty, let guess = Suggestion.nearest(to: body, in: words.map(\.0) + ["rounded"]) {
            return .failure(
                "unknown cell shape '\(text)'",
                hint: guess == "rounded" ? "did you mean 'rounded 12'?" : "did you mean '\(guess)'?")
        }
        if let radius = Double(rest), radius.isFinite, Suggestion.nearest(to: leading, in: ["rounded"]) != nil {
            return .failure("unknown cell shape '\(text)'", hint: "did you mean 'rounded \(format(CGFloat(radius)))'?")
        }
        return .failure("unknown cell shape '\(text)'", hint: cellShapeHint)
    }

    static let accessoryHint = "write disclosureIndicator (a chevron), checkmark, 'switch on' or 'switch off'"

    /// Words people write for an accessory, and the accessory they mean.
    private static let accessoryAliases: [String: String] = [
        "chevron": "disclosureIndicator", "disclosure": "disclosureIndicator", "indicator": "disclosureIndicator",
        "arrow": "disclosureIndicator", ">": "disclosureIndicator", "›": "disclosureIndicator",
        "check": "checkmark", "tick": "checkmark", "toggle": "'switch on' or 'switch off'",
        "uiswitch": "'switch on' or 'switch off'"
    ]

    /// A list row's accessory: `disclosureIndicator`, `checkmark`, `switch on`, `switch off`.
    static func accessory(_ text: String) -> Result<CellAccessory> {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        switch words {
        case ["disclosureIndicator"]: return .success(.disclosureIndicator)
        case ["checkmark"]: return .success(.checkmark)
        case ["switch", "on"]: return .success(.switch(isOn: true))
        case ["switch", "off"]: return .success(.switch(isOn: false))
        default: break
        }
        if words.first == "switch" {
            return .failure(
                words.count == 1 ? "accessory 'switch' needs on or off" : "unknown switch state in '\(text)'",
                hint: "write 'switch on' or 'switch off'")
        }
        let body = words.joined(separator: " ")
        if let meant = accessoryAliases[body.lowercased()] {
            return .failure(
                "unknown accessory '\(body)'",
                hint: meant.hasPrefix("'") ? "write \(meant)" : "did you mean '\(meant)'?")
        }
        let hint = Suggestion.hint(for: body, in: ["disclosureIndicator", "checkmark"]) ?? accessoryHint
        return .failure("unknown accessory '\(body)'", hint: hint)
    }

    /// Splits `0.5fw` into `0.5` and `fw`.
    static func splitNumber(_ text: String) -> (number: String, unit: String) {
        let numberChars = Set("0123456789.+-e")
        var end = text.startIndex
        while end < text.endIndex, numberChars.contains(text[end]) {
            // An 'e' is an exponent only when followed by a digit or sign.
            if text[end] == "e" {
                let next = text.index(after: end)
                guard next < text.endIndex, "0123456789+-".contains(text[next]) else { break }
            }
            end = text.index(after: end)
        }
        return (String(text[..<end]), String(text[end...]))
    }

    /// A number as people write it: `44`, `0.5`.
    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
