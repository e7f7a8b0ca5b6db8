/// Pseudo-localisation: text made longer and accented, the same every time, so that a
/// layout shows where a translation (German, Finnish, …, often 30–40% longer than English)
/// would be cut, wrapped or would grow a self-sizing cell.
///
/// `"Settings"` becomes `"[Šéţţîñĝš one]"`: every ASCII letter is swapped for an accented
/// one of the same shape (so the text stays readable), words from ``paddingWords`` are added
/// until the text is at least 40% longer (brackets not counted), and brackets mark both
/// ends: a missing `]` means the end of the text was cut. Invisible left-to-right marks
/// outside the brackets keep them at the text's ends in a right-to-left layout. Empty text
/// stays empty.
public enum PseudoLocalization {
    /// How much longer pseudo-localised text is at least: 40% (the rule of thumb for
    /// translations of short English UI text).
    public static let expansion = 0.4

    /// The words added to lengthen text, in order (repeated for very long text).
    public static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// `text` pseudo-localised.
    public static func localize(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        let original = text.count
        var result = String(text.map { accented[$0] ?? $0 })
        var word = 0
        let target = Int((Double(original) * (1 + expansion)).rounded(.up))
        while result.count < target {
            result += " " + paddingWords[word % paddingWords.count]
            word += 1
        }
        return leftToRightMark + "[" + result + "]" + leftToRightMark
    }

    /// U+200E LEFT-TO-RIGHT MARK, around the brackets so that they stay at the ends of the
    /// (left-to-right) text in a right-to-left paragraph instead of being mirrored to the
    /// other side. It draws nothing.
    public static let leftToRightMark = "\u{200E}"

    /// An accented letter for each ASCII letter.
    static let accented: [Character: Character] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "áƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÁƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}

extension LayoutContent {
    /// This content with every title, subtitle, detail, overline, footnote and header or footer
    /// text pseudo-localised (``PseudoLocalization``). Badges (counts) stay as they are, and so
    /// do runs: their joined text is no longer the title, so it is drawn in one style.
    public func pseudoLocalized() -> LayoutContent {
        var content = self
        content.sections = sections.map { section in
            var section = section
            section.items = section.items.map { item in
                var item = item
                item.title = item.title.map(PseudoLocalization.localize)
                item.subtitle = item.subtitle.map(PseudoLocalization.localize)
                item.detail = item.detail.map(PseudoLocalization.localize)
                item.overline = item.overline.map(PseudoLocalization.localize)
                item.footnote = item.footnote.map(PseudoLocalization.localize)
                return item
            }
            section.supplementaryText = section.supplementaryText.mapValues(PseudoLocalization.localize)
            section.headerAccessory = section.headerAccessory.map(PseudoLocalization.localize)
            return section
        }
        content.globalSupplementaryText = globalSupplementaryText.mapValues(PseudoLocalization.localize)
        return content
    }

    /// This content as `canvas` shows it: pseudo-localised when the canvas asks for it.
    public func adapted(to canvas: Canvas) -> LayoutContent {
        canvas.pseudoLocalization ? pseudoLocalized() : self
    }
}
