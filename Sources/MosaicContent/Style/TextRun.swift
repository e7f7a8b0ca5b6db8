/// A stretch of a text with its own weight, slant or colour, as an attributed string's run:
/// a cell's title written as runs (`title: {runs: [{text: "Now ", weight: bold}, {text: "Playing"}]}`)
/// is their texts joined, each set over the title's own style.
///
/// ```swift
/// var cell = CellContent()
/// cell.titleRuns = [TextRun("★ 4.8 ", color: .systemOrange), TextRun("(2.1K)")]
/// ```
public struct TextRun: Hashable, Sendable {
    /// The run's text.
    public var text: String
    /// Its weight; `nil` keeps the style's.
    public var weight: TextStyle.Weight?
    /// Whether it is italic; `nil` keeps the style's.
    public var italic: Bool?
    /// Its colour; `nil` keeps the style's.
    public var color: ThemedColor?

    /// Makes a run; only the text is required.
    public init(_ text: String, weight: TextStyle.Weight? = nil, italic: Bool? = nil, color: ThemedColor? = nil) {
        self.text = text
        self.weight = weight
        self.italic = italic
        self.color = color
    }

    /// This run with its colour fixed to the one `theme` draws (the same in both appearances),
    /// as the runs of a ``TextStyle`` are: a text style is one appearance's. A `tintColor` run
    /// takes `tint` when one is given (a link in the canvas's tint).
    public func resolved(in theme: ThemeName, tint: ThemedColor? = nil) -> TextRun {
        var run = self
        run.color = color.map { ThemedColor($0.resolved(in: theme, tint: tint)) }
        return run
    }

    /// The text of `runs`, joined.
    public static func text(of runs: [TextRun]) -> String {
        runs.map(\.text).joined()
    }
}
