import CompositionalLayout
import MosaicRender

/// One picture the page asks for: a variant of the file (device, orientation, theme, text size,
/// direction, pseudo-localisation, scale) and how it is presented (orthogonal sections, the anatomy overlay).
/// Absent values keep the file's own. The page sends these as JSON; values Mosaic does not
/// know make the whole view invalid (``resolved``), never a guess.
struct PreviewView: Hashable, Codable, Sendable {
    var device: String?
    /// `portrait` or `landscape`: turns the view's device (the file's, without ``device``).
    var orientation: String?
    var theme: String?
    var textSize: String?
    var direction: String?
    var pseudoLocalize: Bool?
    var scale: Int?
    /// Without ``scale``: the most pixels per point to draw at (the screen's), so that a 3x
    /// file on a 1x or 2x screen draws and sends no pixels the screen cannot show.
    var maxScale: Int?
    var orthogonal: String?
    var anatomy: Bool?

    /// The view as the renderer takes it.
    struct Resolved {
        var variant: SnapshotVariant
        /// The most pixels per point, when the view gives no scale of its own.
        var maxScale: Int?
        var orthogonal: OrthogonalPresentation?
        var anatomy: Bool
    }

    /// The variant and presentation, or `nil` when a value names nothing Mosaic knows.
    var resolved: Resolved? {
        var variant = SnapshotVariant(pseudoLocalization: pseudoLocalize ?? false)
        if let device {
            guard Device.named(device) != nil else { return nil }
            variant.device = device
        }
        if let orientation {
            guard let value = DeviceOrientation(rawValue: orientation) else { return nil }
            variant.orientation = value
        }
        if let theme {
            guard let name = ThemeName(rawValue: theme) else { return nil }
            variant.theme = name
        }
        if let textSize {
            guard let size = UIContentSizeCategory(mosaicName: textSize) else { return nil }
            variant.textSize = size
        }
        if let direction {
            switch direction {
            case "ltr": variant.direction = .leftToRight
            case "rtl": variant.direction = .rightToLeft
            default: return nil
            }
        }
        if let scale {
            guard [1, 2, 3].contains(scale) else { return nil }
            variant.scale = scale
        }
        if let maxScale, ![1, 2, 3].contains(maxScale) { return nil }
        var presentation: OrthogonalPresentation?
        if let orthogonal {
            guard let value = OrthogonalPresentation(rawValue: orthogonal) else { return nil }
            presentation = value
        }
        return Resolved(
            variant: variant, maxScale: scale == nil ? maxScale : nil, orthogonal: presentation,
            anatomy: anatomy ?? false)
    }

    /// What the page's switches may offer: every device, orientation, theme, text size,
    /// direction, scale and presentation.
    static var choices: Choices {
        Choices(
            devices: Device.presets.map(\.name), orientations: DeviceOrientation.allCases.map(\.rawValue),
            themes: ThemeName.allCases.map(\.rawValue),
            textSizes: UIContentSizeCategory.mosaicNames.map(\.name), directions: ["ltr", "rtl"],
            scales: [1, 2, 3], orthogonal: OrthogonalPresentation.allCases.map(\.rawValue))
    }

    struct Choices: Encodable {
        var devices: [String]
        var orientations: [String]
        var themes: [String]
        var textSizes: [String]
        var directions: [String]
        var scales: [Int]
        var orthogonal: [String]
    }
}
