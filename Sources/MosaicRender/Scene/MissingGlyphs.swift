import CompositionalLayout
import Foundation
import MosaicCairo

/// A text with characters that no pinned font has: each is drawn as a box showing its code
/// point, which a person sees and a layout check otherwise would not.
public struct MissingGlyphs: Sendable, Equatable {
    /// Where the text is shown.
    public enum Place: Sendable, Equatable {
        /// A cell's title, subtitle, badge or value.
        case cell(IndexPath)
        /// A supplementary view (`header`, `footer`, a badge kind) of a section, or of the
        /// whole layout when `section` is nil.
        case supplementary(kind: String, section: Int?)
        /// A system bar or the window around the screen.
        case chrome
    }

    /// Where the text is shown.
    public var place: Place
    /// What the text is to the cell or bar: `title`, `subtitle`, `badge`, `value`, `header`, `navigation bar`.
    public var part: String
    /// The whole text.
    public var text: String
    /// The characters no font has, in order, each once.
    public var characters: [Unicode.Scalar]

    /// `title 'Tomb 𓀀' has characters no font has: U+13000 '𓀀'`.
    public var message: String {
        let named = characters.map { character in
            "U+" + String(character.value, radix: 16, uppercase: true).leftPadded(to: 4) + " '\(Character(character))'"
        }
        return "\(part) '\(text)' has characters no font has: \(named.joined(separator: ", ")); they draw as boxes"
    }

    /// What to do about it.
    public static let hint =
        "Mosaic's fonts cover Latin, Greek, Cyrillic, Hebrew, Arabic, Thai, Devanagari, "
        + "Chinese, Japanese, Korean and emoji; use other characters, or a picture"
}

extension RenderScene {
    /// Every text of the scene's content and bars with characters no font of `fonts` has:
    /// cells in index-path order, then supplementary views by section, then the bars.
    public func missingGlyphs(fonts: FontEnvironment? = nil) throws -> [MissingGlyphs] {
        let measurer = TextMeasurer(fonts: try fonts ?? FontEnvironment.standard())
        var style = TextStyle()
        style.language = language
        var found: [MissingGlyphs] = []
        func check(_ text: String?, _ part: String, _ place: MissingGlyphs.Place) {
            guard let text, !text.isEmpty, text.unicodeScalars.contains(where: { !$0.isASCII }) else { return }
            let missing = measurer.missingCharacters(in: text, style: style)
            if !missing.isEmpty {
                found.append(MissingGlyphs(place: place, part: part, text: text, characters: missing))
            }
        }
        for (section, sectionContent) in content.sections.enumerated() {
            for (item, cell) in sectionContent.items.enumerated() {
                let place = MissingGlyphs.Place.cell(IndexPath(item: item, section: section))
                check(cell.title, "title", place)
                check(cell.subtitle, "subtitle", place)
                check(cell.badge, "badge", place)
                check(cell.detail, "value", place)
            }
        }
        for (section, sectionContent) in content.sections.enumerated() {
            for (kind, text) in sectionContent.supplementaryText.sorted(by: { $0.key < $1.key }) {
                check(text, Self.partName(ofKind: kind), .supplementary(kind: kind, section: section))
            }
        }
        for (kind, text) in content.globalSupplementaryText.sorted(by: { $0.key < $1.key }) {
            check(text, Self.partName(ofKind: kind), .supplementary(kind: kind, section: nil))
        }
        for (part, text) in chromeTexts { check(text, part, .chrome) }
        return found
    }

    /// `header` and `footer` for UIKit's section header and footer kinds; other kinds as they are.
    private static func partName(ofKind kind: String) -> String {
        switch kind {
        case UICollectionView.elementKindSectionHeader: return "header"
        case UICollectionView.elementKindSectionFooter: return "footer"
        default: return kind
        }
    }

    /// The texts of the bars and window around the screen, each with what it is.
    private var chromeTexts: [(String, String)] {
        guard let chrome = chrome?.chrome else { return [] }
        var texts: [(String, String)] = []
        if let bar = chrome.navigationBar {
            texts.append(("navigation bar title", bar.title))
            texts += (bar.leadingItems + bar.trailingItems).map { ("navigation bar item", $0) }
            if let placeholder = bar.searchPlaceholder { texts.append(("search placeholder", placeholder)) }
            if let back = bar.backTitle { texts.append(("back button", back)) }
            if let above = bar.lineAboveTitle { texts.append(("line above the title", above)) }
            if let beside = bar.besideTitle { texts.append(("text beside the title", beside)) }
        }
        for accessory in [chrome.belowNavigationBar, chrome.aboveTabBar].compactMap({ $0 }) {
            switch accessory {
            case .segmentedControl(let segments, _):
                texts += segments.map { ("segment", $0) }
            case .nowPlaying(let title, let subtitle, let buttons):
                texts.append(("now playing title", title))
                if let subtitle { texts.append(("now playing subtitle", subtitle)) }
                texts += buttons.map { ("now playing button", $0) }
            }
        }
        texts += (chrome.toolbarItems ?? []).map { ("toolbar item", $0) }
        for item in chrome.tabBar?.items ?? [] {
            texts.append(("tab bar item", item.title))
            if let symbol = item.symbol { texts.append(("tab bar symbol", symbol)) }
        }
        if let window = chrome.window {
            texts.append(("window title", window.title))
            texts += window.toolbarItems.map { ("window toolbar item", $0) }
            texts += (window.sidebar?.items ?? []).map { ("sidebar item", $0) }
        }
        return texts
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
