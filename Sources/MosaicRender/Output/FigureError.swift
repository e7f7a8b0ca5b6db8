/// A problem with a figure request.
public enum FigureError: Error, Equatable, CustomStringConvertible {
    /// The section does not exist.
    case noSuchSection(Int, sectionCount: Int)
    /// The section does not scroll orthogonally, so it has no filmstrip.
    case notOrthogonal(section: Int)
    /// A filmstrip or anatomy figure needs a compositional layout.
    case notCompositional
    /// The column (`maximumWidth` pixels) is too narrow for one frame drawn at the smallest
    /// legible size (`needed` pixels).
    case tooNarrow(maximumWidth: Int, needed: Int)

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .noSuchSection(let section, let count):
            return "There is no section \(section): the layout has \(count) section\(count == 1 ? "" : "s")."
        case .notOrthogonal(let section):
            return "Section \(section) does not scroll orthogonally (its orthogonalScrollingBehavior is .none),"
                + " so it has no filmstrip."
        case .notCompositional:
            return "The scene's layout is not a UICollectionViewCompositionalLayout."
        case .tooNarrow(let maximumWidth, let needed):
            return "--max-width \(maximumWidth) is too narrow for one frame: it needs at least \(needed) pixels"
                + " (frames are not drawn smaller than half their size, to keep their text legible)."
        }
    }
}
