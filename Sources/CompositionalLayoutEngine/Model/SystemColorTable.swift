/// UIKit's system colours, light and dark: the one table that `UIColor`'s class
/// properties, MosaicContent's `SystemColors` and `ThemedColor`, layout files and the
/// renderer all read.
///
/// It lives in the engine because `UIColor` does (list configurations hold colours) and
/// every other module depends on the engine. The values are iOS 13–17's, as Apple's Human
/// Interface Guidelines (Color) list them and as read from UIKit in
/// noahgilmore.com/blog/dark-mode-uicolor-compatibility; Docs/uikit-facts.md, §16, has the
/// evidence. `tintColor` is the default tint, `systemBlue`.
package enum SystemColorTable {
    /// One system colour: its UIKit name and its sRGB value (0xRRGGBB) and alpha in each appearance.
    package struct Entry: Sendable {
        package let name: String
        package let light: UInt32, lightAlpha: Double
        package let dark: UInt32, darkAlpha: Double

        init(_ name: String, _ light: UInt32, _ lightAlpha: Double = 1, dark: UInt32, _ darkAlpha: Double = 1) {
            self.name = name
            (self.light, self.lightAlpha, self.dark, self.darkAlpha) = (light, lightAlpha, dark, darkAlpha)
        }
    }

    /// Every system colour, in the order of UIKit's documentation: adaptable colours, greys,
    /// text, separators, backgrounds, fills, then the fixed colours.
    package static let entries: [Entry] = [
        // Adaptable colours.
        Entry("systemRed", 0xFF3B30, dark: 0xFF453A),
        Entry("systemOrange", 0xFF9500, dark: 0xFF9F0A),
        Entry("systemYellow", 0xFFCC00, dark: 0xFFD60A),
        Entry("systemGreen", 0x34C759, dark: 0x30D158),
        Entry("systemMint", 0x00C7BE, dark: 0x66D4CF),
        Entry("systemTeal", 0x30B0C7, dark: 0x40C8E0),
        Entry("systemCyan", 0x32ADE6, dark: 0x64D2FF),
        Entry("systemBlue", 0x007AFF, dark: 0x0A84FF),
        Entry("systemIndigo", 0x5856D6, dark: 0x5E5CE6),
        Entry("systemPurple", 0xAF52DE, dark: 0xBF5AF2),
        Entry("systemPink", 0xFF2D55, dark: 0xFF375F),
        Entry("systemBrown", 0xA2845E, dark: 0xAC8E68),
        Entry("tintColor", 0x007AFF, dark: 0x0A84FF),
        // Greys.
        Entry("systemGray", 0x8E8E93, dark: 0x8E8E93),
        Entry("systemGray2", 0xAEAEB2, dark: 0x636366),
        Entry("systemGray3", 0xC7C7CC, dark: 0x48484A),
        Entry("systemGray4", 0xD1D1D6, dark: 0x3A3A3C),
        Entry("systemGray5", 0xE5E5EA, dark: 0x2C2C2E),
        Entry("systemGray6", 0xF2F2F7, dark: 0x1C1C1E),
        // Text.
        Entry("label", 0x000000, dark: 0xFFFFFF),
        Entry("secondaryLabel", 0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6),
        Entry("tertiaryLabel", 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3),
        Entry("quaternaryLabel", 0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16),
        Entry("placeholderText", 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3),
        Entry("link", 0x007AFF, dark: 0x0984FF),
        Entry("lightText", 0xFFFFFF, 0.6, dark: 0xFFFFFF, 0.6),
        Entry("darkText", 0x000000, dark: 0x000000),
        // Separators.
        Entry("separator", 0x3C3C43, 0.29, dark: 0x545458, 0.6),
        Entry("opaqueSeparator", 0xC6C6C8, dark: 0x38383A),
        // Backgrounds, plain and grouped.
        Entry("systemBackground", 0xFFFFFF, dark: 0x000000),
        Entry("secondarySystemBackground", 0xF2F2F7, dark: 0x1C1C1E),
        Entry("tertiarySystemBackground", 0xFFFFFF, dark: 0x2C2C2E),
        Entry("systemGroupedBackground", 0xF2F2F7, dark: 0x000000),
        Entry("secondarySystemGroupedBackground", 0xFFFFFF, dark: 0x1C1C1E),
        Entry("tertiarySystemGroupedBackground", 0xF2F2F7, dark: 0x2C2C2E),
        // Fills (translucent).
        Entry("systemFill", 0x787880, 0.2, dark: 0x787880, 0.36),
        Entry("secondarySystemFill", 0x787880, 0.16, dark: 0x787880, 0.32),
        Entry("tertiarySystemFill", 0x767680, 0.12, dark: 0x767680, 0.24),
        Entry("quaternarySystemFill", 0x747480, 0.08, dark: 0x767680, 0.18),
        // Fixed colours, the same in both appearances.
        Entry("clear", 0x000000, 0, dark: 0x000000, 0),
        Entry("black", 0x000000, dark: 0x000000),
        Entry("white", 0xFFFFFF, dark: 0xFFFFFF)
    ]

    /// The entries by name.
    private static let byName: [String: Entry] = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })

    /// The entry named `name` (UIKit's spelling, `secondarySystemGroupedBackground`), if any.
    package static func entry(named name: String) -> Entry? { byName[name] }
}
