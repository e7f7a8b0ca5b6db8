/// How a page with orthogonal (sideways-scrolling) sections is shown in a still image.
public enum OrthogonalPresentation: String, Sendable, CaseIterable {
    /// The page as a screenshot at the given scroll offsets.
    case clip
    /// The canvas widened so each orthogonal section's whole content shows,
    /// the part outside the viewport dimmed.
    case unroll
    /// The page, with each orthogonal section's filmstrip (one frame per rest position) beside it.
    case filmstrip
}
