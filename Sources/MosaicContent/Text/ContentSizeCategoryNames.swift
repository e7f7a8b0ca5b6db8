import CompositionalLayout

extension UIContentSizeCategory {
    /// The short names Mosaic's command line, layout files and reference file names use, from
    /// the smallest size to the largest: `xs`, `s`, `m`, `l` (iOS's default), `xl`, `xxl`,
    /// `xxxl`, then the accessibility sizes `accessibility-m` … `accessibility-xxxl`.
    public static let mosaicNames: [(name: String, category: UIContentSizeCategory)] = [
        ("xs", .extraSmall), ("s", .small), ("m", .medium), ("l", .large), ("xl", .extraLarge),
        ("xxl", .extraExtraLarge), ("xxxl", .extraExtraExtraLarge), ("accessibility-m", .accessibilityMedium),
        ("accessibility-l", .accessibilityLarge), ("accessibility-xl", .accessibilityExtraLarge),
        ("accessibility-xxl", .accessibilityExtraExtraLarge), ("accessibility-xxxl", .accessibilityExtraExtraExtraLarge)
    ]

    /// The category named `name` (one of ``mosaicNames``), or nil.
    public init?(mosaicName name: String) {
        guard let category = Self.mosaicNames.first(where: { $0.name == name })?.category else { return nil }
        self = category
    }

    /// This category's short name (``mosaicNames``); `unspecified` for `.unspecified`.
    public var mosaicName: String {
        Self.mosaicNames.first(where: { $0.category == self })?.name ?? "unspecified"
    }
}
