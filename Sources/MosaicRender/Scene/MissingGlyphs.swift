import CompositionalLayout
import Foundation
import MosaicCairo

/// A text with characters that no pinned font has: each is drawn as a box showing its code
/// point, which a person sees and a layout check otherwise would not.
public struct MissingGlyphs: Sendable, Equatable {
    /// Where the text is shown.
    public var place: TextPlace
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
        func check(_ text: String?, _ part: String, _ place: TextPlace) {
            guard let text, !text.isEmpty, text.unicodeScalars.contains(where: { !$0.isASCII }) else { return }
            let missing = measurer.missingCharacters(in: text, style: style)
            if !missing.isEmpty {
                found.append(MissingGlyphs(place: place, part: part, text: text, characters: missing))
            }
        }
        for (section, sectionContent) in content.sections.enumerated() {
            for (item, cell) in sectionContent.items.enumerated() {
                let place = TextPlace.cell(IndexPath(item: item, section: section))
                check(cell.title, "title", place)
                check(cell.subtitle, "subtitle", place)
                check(cell.badge, "badge", place)
                check(cell.detail, "value", place)
            }
        }
        for (section, sectionContent) in content.sections.enumerated() {
            for (kind, text) in sectionContent.supplementaryText.sorted(by: { $0.key < $1.key }) {
                check(text, TextPlace.partName(ofKind: kind), .supplementary(kind: kind, section: section))
            }
        }
        for (kind, text) in content.globalSupplementaryText.sorted(by: { $0.key < $1.key }) {
            check(text, TextPlace.partName(ofKind: kind), .supplementary(kind: kind, section: nil))
        }
        for (bar, part, text) in chromeTexts { check(text, part, .chrome(bar)) }
        return found
    }

    /// The texts of the bars and window around the screen, each with its bar and what it is.
    private var chromeTexts: [(ChromeBar, String, String)] {
        guard let chrome = chrome?.chrome else { return [] }
        var texts: [(ChromeBar, String, String)] = []
        if let bar = chrome.navigationBar {
            var parts = [("navigation bar title", bar.title)]
            parts += (bar.leadingItems + bar.trailingItems).map { ("navigation bar item", $0) }
            if let placeholder = bar.searchPlaceholder { parts.append(("search placeholder", placeholder)) }
            if let back = bar.backTitle { parts.append(("back button", back)) }
            if let above = bar.lineAboveTitle { parts.append(("line above the title", above)) }
            if let beside = bar.besideTitle { parts.append(("text beside the title", beside)) }
            texts += parts.map { (.navigationBar, $0.0, $0.1) }
        }
        let accessories: [(ChromeBar, SystemChrome.BarAccessory?)] = [
            (.belowNavigationBar, chrome.belowNavigationBar), (.aboveTabBar, chrome.aboveTabBar)
        ]
        for case (let bar, let accessory?) in accessories {
            switch accessory {
            case .segmentedControl(let segments, _):
                texts += segments.map { (bar, "segment", $0) }
            case .nowPlaying(let title, let subtitle, let buttons):
                texts.append((bar, "now playing title", title))
                if let subtitle { texts.append((bar, "now playing subtitle", subtitle)) }
                texts += buttons.map { (bar, "now playing button", $0) }
            }
        }
        texts += (chrome.toolbarItems ?? []).map { (.toolbar, "toolbar item", $0) }
        for item in chrome.tabBar?.items ?? [] {
            texts.append((.tabBar, "tab bar item", item.title))
            if let symbol = item.symbol { texts.append((.tabBar, "tab bar symbol", symbol)) }
        }
        if let window = chrome.window {
            texts.append((.titleBar, "window title", window.title))
            texts += window.toolbarItems.map { (.titleBar, "window toolbar item", $0) }
            texts += (window.sidebar?.items ?? []).map { (.sidebar, "sidebar item", $0) }
        }
        return texts
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
