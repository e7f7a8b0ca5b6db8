import CompositionalLayout
import MosaicCairo

/// How configured text is set: a `UIListContentConfiguration`'s text properties or a
/// `UILabel`'s font, colour, alignment and line count, as `TextOptions` over the renderer's
/// styles.
///
/// Fonts become their Dynamic Type style (`preferredFont(forTextStyle:)`), or the style of
/// the same size for `systemFont(ofSize:)`, and their weight; the renderer's pinned font
/// draws them.
@preconcurrency @MainActor
struct ConfiguredText {
    let colors: SystemColors

    /// The options for `properties`. In a list row, only what the code changed from the
    /// configuration's factory defaults (`unchanged`), so a row keeps the list's look; in
    /// other cells all of it, as UIKit sets the text in the configuration's font and colour
    /// wherever the cell is.
    func options(
        _ properties: UIListContentConfiguration.TextProperties,
        unchanged: UIListContentConfiguration.TextProperties?
    ) -> TextOptions {
        var options = TextOptions()
        if properties.font != unchanged?.font {
            options.style = Self.style(of: properties.font)
            options.weight = Self.weight(of: properties.font)
        }
        if properties.color != unchanged?.color { options.color = ThemedColor(properties.color.resolved(in: colors)) }
        switch properties.alignment {
        case .center: options.alignment = .center
        case .natural, .justified: if unchanged == nil { options.alignment = .leading }
        }
        if properties.numberOfLines != unchanged?.numberOfLines { options.lines = properties.numberOfLines }
        return options
    }

    /// The options for a label's text.
    func options(_ label: UILabel) -> TextOptions {
        let alignment: TextStyle.Alignment
        switch label.textAlignment {
        case .center: alignment = .center
        case .right: alignment = .trailing
        case .left, .natural, .justified: alignment = .leading
        }
        return TextOptions(
            style: Self.style(of: label.font), weight: Self.weight(of: label.font),
            color: ThemedColor(label.textColor.resolved(in: colors)), alignment: alignment, lines: label.numberOfLines)
    }

    /// The Dynamic Type style of `font`: its text style, else the style of its point size.
    static func style(of font: UIFont) -> DynamicTypeStyle? {
        switch font.textStyle {
        case .largeTitle?: return .largeTitle
        case .title1?: return .title1
        case .title2?: return .title2
        case .title3?: return .title3
        case .headline?: return .headline
        case .subheadline?: return .subheadline
        case .body?: return .body
        case .callout?: return .callout
        case .footnote?: return .footnote
        case .caption1?: return .caption1
        case .caption2?: return .caption2
        default:
            let sized = DynamicTypeStyle.allCases.filter { $0.size == Double(font.pointSize) }
            return sized.contains(.body) ? .body : sized.first
        }
    }

    /// The weight of `font`, to the nearest of the renderer's weights.
    static func weight(of font: UIFont) -> TextStyle.Weight {
        let weights: [(UIFont.Weight, TextStyle.Weight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black)
        ]
        return weights.min { abs($0.0.rawValue - font.weight.rawValue) < abs($1.0.rawValue - font.weight.rawValue) }!.1
    }
}
