import ArgumentParser
import CompositionalLayout
import MosaicRender

extension OutputFormat: ExpressibleByArgument {}
extension ThemeName: ExpressibleByArgument {}
extension OrthogonalPresentation: ExpressibleByArgument {}

extension UIContentSizeCategory: ExpressibleByArgument {
    /// `xs` … `xxxl`, `accessibility-m` … `accessibility-xxxl`.
    public init?(argument: String) { self.init(mosaicName: argument) }
    public static var allValueStrings: [String] { mosaicNames.map(\.name) }
}

extension UITraitEnvironmentLayoutDirection: ExpressibleByArgument {
    /// `ltr` or `rtl`.
    public init?(argument: String) {
        switch argument {
        case "ltr": self = .leftToRight
        case "rtl": self = .rightToLeft
        default: return nil
        }
    }
    public static var allValueStrings: [String] { ["ltr", "rtl"] }
}

/// Options that change the file's canvas: the device, the scale, the theme, the text size,
/// the direction and pseudo-localisation. They make one ``SnapshotVariant``, which applies them.
struct CanvasOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Draw on this device instead of the file's (see `mosaic devices`).", valueName: "name"))
    var device: String?

    @Option(name: .long, help: ArgumentHelp("Pixels per point of raster output: 1, 2 or 3.", valueName: "n"))
    var scale: Int?

    @Option(name: .long, help: ArgumentHelp("The appearance: light or dark.", valueName: "theme"))
    var theme: ThemeName?

    @Option(name: .customLong("text-size"), help: ArgumentHelp(
        "The Dynamic Type text size (iOS's default: l).", valueName: "size"))
    var textSize: UIContentSizeCategory?

    @Option(name: .long, help: ArgumentHelp("The layout direction.", valueName: "direction"))
    var direction: UITraitEnvironmentLayoutDirection?

    @Flag(name: .customLong("pseudo-localize"), help: "Lengthen every text (accented, 40% longer, in brackets).")
    var pseudoLocalize = false

    func validate() throws {
        if let device { try Self.validate(device: device) }
        if let scale { try Self.validate(scale: scale) }
    }

    /// Fails for a device name that is not a preset.
    static func validate(device: String) throws {
        guard Device.named(device) == nil else { return }
        let names = Device.presets.map(\.name).joined(separator: ", ")
        throw ValidationError("Unknown device '\(device)'. Devices: \(names).")
    }

    /// Fails for a scale other than 1, 2 or 3.
    static func validate(scale: Int) throws {
        if ![1, 2, 3].contains(scale) { throw ValidationError("The scale must be 1, 2 or 3, not \(scale).") }
    }

    /// These options as a variant.
    var variant: SnapshotVariant {
        SnapshotVariant(device: device, theme: theme, textSize: textSize, direction: direction,
                        pseudoLocalization: pseudoLocalize, scale: scale)
    }

    /// The file's canvas with these options applied. A device replaces the size, scale,
    /// safe area and size class; everything not given stays the file's.
    func apply(to canvas: Canvas) -> Canvas { variant.apply(to: canvas) }
}
