extension StringProtocol {
    /// The first letter or digit ("[Šéţţîñĝš one]" → "Š"), else the first character that is
    /// not white space, else nil: what an icon or a monogram shows of a title.
    package var firstLetter: Character? {
        first(where: { $0.isLetter || $0.isNumber }) ?? first(where: { !$0.isWhitespace })
    }
}
