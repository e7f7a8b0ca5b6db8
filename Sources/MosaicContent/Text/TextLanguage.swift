import Foundation

/// The language a text is written in, as a BCP 47 tag (`ja`, `zh-Hans`, `ko`, `th`).
///
/// Han characters have different forms in Japanese, Simplified and Traditional Chinese and
/// Korean; iOS picks them by the user's preferred language, and Mosaic by this language:
/// `ja` draws Japanese forms, `zh-Hans` (or `zh`, `zh-CN`) Simplified Chinese, `zh-Hant` (or
/// `zh-TW`) Traditional Chinese, `zh-HK` Hong Kong's, `ko` Korean. Text without a language
/// draws Han characters in Simplified Chinese forms, as iOS does with English preferred.
public struct TextLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The tag as given, e.g. `zh-Hant`.
    public let tag: String

    /// A language of a well-formed tag: a 2–3 letter language, then subtags of 1–8 letters or
    /// digits, separated by `-` (or `_`, read as `-`); `nil` for anything else.
    public init?(_ tag: String) {
        let tag = tag.replacingOccurrences(of: "_", with: "-")
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetterOrDigit),
            first.allSatisfy({ !$0.isNumber }),
            parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy(\.isASCIILetterOrDigit) })
        else { return nil }
        self.tag = tag
    }

    /// The tag.
    public var description: String { tag }

    /// The tag in lower case, as variant and file names use it: `zh-hant`.
    public var name: String { tag.lowercased() }

    /// The language as Pango and fontconfig name it (lower case, Chinese by region):
    /// `zh-cn` for Simplified Chinese, `zh-tw` for Traditional, `zh-hk` for Hong Kong's;
    /// other tags in lower case.
    public var fontconfigName: String {
        let parts = name.split(separator: "-").map(String.init)
        guard parts.first == "zh" else { return name }
        let rest = Set(parts.dropFirst())
        if rest.contains("hk") || rest.contains("mo") { return "zh-hk" }
        if rest.contains("hant") || rest.contains("tw") { return "zh-tw" }
        return "zh-cn"
    }
}

extension Character {
    fileprivate var isASCIILetterOrDigit: Bool { isASCII && (isLetter || isNumber) }
}
