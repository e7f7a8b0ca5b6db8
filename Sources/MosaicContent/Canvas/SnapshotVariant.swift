import CompositionalLayout
import Foundation

/// One variant of a screen to snapshot: what it changes of a canvas — the device and its
/// orientation, the theme, the Dynamic Type text size, the layout direction, the
/// language, pseudo-localised text and the scale.
/// `nil` (or `false`) keeps the canvas's own setting.
///
/// Both `mosaic snapshot` (its `--device`, `--orientation`, `--theme`, `--text-size`, `--direction`,
/// `--language`, `--pseudo-localize` and `--scale` flags) and the Swift strategies (MosaicSnapshotTesting's
/// `.images(_:variants:)`) take variants, and reference files are named after them. A new
/// axis is added here: a property, a part of ``name``, a line of ``apply(to:)`` and a
/// parameter of ``matrix(devices:orientations:themes:textSizes:directions:languages:pseudoLocalization:scales:)``.
///
/// ```swift
/// let variants = SnapshotVariant.matrix(themes: [.light, .dark],
///                                       textSizes: [.large, .accessibilityExtraLarge])
/// variants.map(\.name)  // light-l, light-accessibility-xl, dark-l, dark-accessibility-xl
/// ```
public struct SnapshotVariant: Hashable, Sendable {
    /// A device preset's name (see ``Device/presets``): its size, scale, safe area and size class.
    public var device: String?
    /// Portrait or landscape: turns the canvas's device (the variant's, or else the canvas's own).
    public var orientation: DeviceOrientation?
    /// Light or dark.
    public var theme: ThemeName?
    /// The Dynamic Type text size (``Canvas/preferredContentSizeCategory``).
    public var textSize: UIContentSizeCategory?
    /// Left-to-right or right-to-left (``Canvas/layoutDirection``).
    public var direction: UITraitEnvironmentLayoutDirection?
    /// The app's language (``Canvas/language``): the forms of Han characters.
    public var language: TextLanguage?
    /// Lengthen every text (``PseudoLocalization``).
    public var pseudoLocalization: Bool
    /// Pixels per point: 1, 2 or 3.
    public var scale: Int?
    /// A Mac window's size in points (`mosaic --window 1280x800`): replaces the size of a
    /// canvas whose platform is macOS; `mosaic` refuses it for any other.
    public var window: CGSize?

    /// Makes a variant; every axis not given keeps the canvas's setting.
    public init(
        device: String? = nil, orientation: DeviceOrientation? = nil, theme: ThemeName? = nil,
        textSize: UIContentSizeCategory? = nil,
        direction: UITraitEnvironmentLayoutDirection? = nil, pseudoLocalization: Bool = false,
        scale: Int? = nil, window: CGSize? = nil, language: TextLanguage? = nil
    ) {
        self.language = language
        self.window = window
        self.device = device
        self.orientation = orientation
        self.theme = theme
        self.textSize = textSize
        self.direction = direction
        self.pseudoLocalization = pseudoLocalization
        self.scale = scale
    }

    /// Every combination of the values given, the device varying slowest; an axis with no
    /// values keeps the canvas's setting. `pseudoLocalization: [false, true]` gives both.
    public static func matrix(
        devices: [String] = [], orientations: [DeviceOrientation] = [],
        themes: [ThemeName] = [],
        textSizes: [UIContentSizeCategory] = [],
        directions: [UITraitEnvironmentLayoutDirection] = [],
        languages: [TextLanguage] = [],
        pseudoLocalization: [Bool] = [], scales: [Int] = []
    ) -> [SnapshotVariant] {
        var variants = [SnapshotVariant()]
        variants = combine(variants, devices, \.device)
        variants = combine(variants, orientations, \.orientation)
        variants = combine(variants, themes, \.theme)
        variants = combine(variants, textSizes, \.textSize)
        variants = combine(variants, directions, \.direction)
        variants = combine(variants, languages, \.language)
        if !pseudoLocalization.isEmpty {
            variants = variants.flatMap { variant in
                pseudoLocalization.map {
                    var copy = variant
                    copy.pseudoLocalization = $0
                    return copy
                }
            }
        }
        return combine(variants, scales, \.scale)
    }

    private static func combine<Value>(
        _ variants: [SnapshotVariant], _ values: [Value],
        _ axis: WritableKeyPath<SnapshotVariant, Value?>
    ) -> [SnapshotVariant] {
        guard !values.isEmpty else { return variants }
        return variants.flatMap { variant in
            values.map {
                var copy = variant
                copy[keyPath: axis] = $0
                return copy
            }
        }
    }

    /// The variant's name in reference file names, its parts in a fixed order:
    /// `iphone-15-landscape-dark-accessibility-xl-rtl-ja-pseudo-2x`; `default` when it changes nothing.
    public var name: String {
        let parts = [
            device, orientation?.rawValue, window.map(Self.windowName), theme?.rawValue, textSize?.mosaicName,
            direction.map(Self.directionName), language?.name, pseudoLocalization ? "pseudo" : nil,
            scale.map { "\($0)x" }
        ].compactMap { $0 }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    /// `1280x800`: a window's size in points.
    static func windowName(_ size: CGSize) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(Double(value))
        }
        return "\(number(size.width))x\(number(size.height))"
    }

    /// `ltr` or `rtl` (`unspecified` for the unspecified direction).
    static func directionName(_ direction: UITraitEnvironmentLayoutDirection) -> String {
        switch direction {
        case .leftToRight: return "ltr"
        case .rightToLeft: return "rtl"
        case .unspecified: return "unspecified"
        }
    }

    /// `canvas` with this variant applied. A device replaces the size, scale, safe area, size
    /// classes and platform, held in the variant's orientation or else the canvas's (an
    /// unknown name changes nothing; callers check names first); an orientation alone turns
    /// the canvas's own device (a canvas without one stays as it is); a window replaces a Mac
    /// canvas's size; everything else the variant does not set stays.
    public func apply(to canvas: Canvas) -> Canvas {
        var canvas = canvas
        if let device, let preset = Device.named(device) {
            // A turned iPhone or iPad stays turned on another device; a TV's or Mac's landscape does not carry over.
            let held = canvas.device?.rotates == true ? canvas.orientation : preset.naturalOrientation
            canvas.turn(preset, to: orientation ?? held)
            canvas.scale = preset.scale
            canvas.platform = preset.platform
        } else if let orientation, let own = canvas.device {
            canvas.turn(own, to: orientation)
        }
        if let window, canvas.platform == .macOS { canvas.size = window }
        if let theme { canvas.theme = theme }
        if let textSize { canvas.preferredContentSizeCategory = textSize }
        if let direction { canvas.layoutDirection = direction }
        if let language { canvas.language = language }
        if pseudoLocalization { canvas.pseudoLocalization = true }
        if let scale { canvas.scale = CGFloat(scale) }
        return canvas
    }
}
