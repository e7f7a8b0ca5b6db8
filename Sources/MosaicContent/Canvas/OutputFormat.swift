/// The file format of a rendered image.
public enum OutputFormat: String, Sendable, CaseIterable {
    case png, svg, pdf
}
