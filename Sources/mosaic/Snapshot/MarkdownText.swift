extension String {
    /// The text as markdown that renders to exactly this text, on one line: control
    /// characters written out (``visible``), every ASCII punctuation character
    /// backslash-escaped (CommonMark lets any be, so no `<tag>`, `[link](url)`, `` ` ``,
    /// `*`, `|`, `<!--` or autolinked `http://` survives as markup), and a word joiner after
    /// each `@`, so that a name in a layout file does not mention a GitHub user.
    var markdownEscaped: String {
        var result = ""
        for scalar in visible.unicodeScalars {
            if scalar.isASCII, Self.markdownPunctuation.contains(scalar) { result += "\\" }
            result.unicodeScalars.append(scalar)
            if scalar == "@" { result += "\u{2060}" }
        }
        return result
    }

    private static let markdownPunctuation = Set(##"!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"##.unicodeScalars)
}
