/// Light or dark appearance, with iOS-like system colours.
public enum ThemeName: String, Sendable, CaseIterable {
    case light, dark
}
