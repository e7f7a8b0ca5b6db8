import MosaicCairo

/// What a rendering's pixels depend on besides the layout: the rendering libraries' versions,
/// the CPU architecture and the font files, as component names and versions
/// (`cairo` → `1.18.4`, `font Inter-Regular.otf` → a digest of the file).
///
/// References record it; when a reference's differs from the running one, pixels are compared
/// across library versions (``SnapshotVerdict``).
public struct RenderingEnvironment: Codable, Hashable, Sendable {
    /// Component name → version or identity.
    public var components: [String: String]

    /// Makes an environment of explicit components.
    public init(components: [String: String]) {
        self.components = components
    }

    /// The libraries of `versions`, and `fonts` (font name → identity) as `font <name>` components.
    public init(versions: CairoVersions, fonts: [String: String] = [:]) {
        var components = [
            "cairo": versions.cairo, "pixman": versions.pixman, "pango": versions.pango,
            "freetype": versions.freetype, "harfbuzz": versions.harfbuzz,
            "fontconfig": versions.fontconfig, "architecture": versions.architecture
        ]
        for (name, identity) in fonts { components["font " + name] = identity }
        self.components = components
    }

    /// The environment a reference records: its library versions and, when recorded, its fonts.
    public init(recordedIn record: SnapshotReference) {
        self.init(
            versions: record.versions,
            fonts: Dictionary(
                (record.fonts ?? []).map { ($0.file, $0.sha256) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The running process's libraries and pinned fonts.
    public static var current: RenderingEnvironment {
        RenderingEnvironment(
            versions: .current,
            fonts: Dictionary(FontIdentity.pinned.map { ($0.file, $0.sha256) }, uniquingKeysWith: { first, _ in first })
        )
    }

    /// What differs from `reference`, in words and in a fixed order (libraries first, then
    /// fonts, by name): `cairo 1.16.0 → 1.18.4`, `font Inter-Regular.otf 3f2a… → 91bc…`,
    /// `pango 1.50.12 → (not recorded)`. Components only one side records count when the
    /// other side records some of their kind (fonts or libraries), so a reference without font
    /// identities is not called different for that alone.
    public func differences(from reference: RenderingEnvironment) -> [String] {
        func isFont(_ name: String) -> Bool { name.hasPrefix("font ") }
        let recordsFonts = reference.components.keys.contains(where: isFont) && components.keys.contains(where: isFont)
        let names = Set(components.keys).union(reference.components.keys)
            .filter { !isFont($0) || recordsFonts }
            .sorted { (isFont($0) ? 1 : 0, Self.order($0), $0) < (isFont($1) ? 1 : 0, Self.order($1), $1) }
        return names.compactMap { name in
            let was = reference.components[name]
            let now = components[name]
            guard was != now else { return nil }
            return "\(name) \(Self.short(was)) → \(Self.short(now))"
        }
    }

    private static let libraryOrder = ["cairo", "pixman", "pango", "freetype", "harfbuzz", "fontconfig", "architecture"]

    private static func order(_ name: String) -> Int { libraryOrder.firstIndex(of: name) ?? libraryOrder.count }

    /// A version as written, a long digest cut to 12 characters.
    private static func short(_ value: String?) -> String {
        guard let value else { return "(not recorded)" }
        return value.count > 16 ? String(value.prefix(12)) + "…" : value
    }
}
