import ArgumentParser
import Foundation
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

    @Option(name: .long, help: ArgumentHelp(
        "A Mac window's size in points, e.g. 1280x800 (with the mac device).", valueName: "WxH"))
    var window: WindowSize?

    func validate() throws {
        if let device { try Self.validate(device: device) }
        if let scale { try Self.validate(scale: scale) }
        if let device, let preset = Device.named(device) {
            if let scale, !preset.platform.scales.contains(CGFloat(scale)) {
                throw ValidationError("--device \(device) draws at 1x or 2x, as \(preset.platform.rawValue) does, not \(scale)x.")
            }
            if window != nil, preset.platform != .macOS {
                throw ValidationError("--window sets a Mac window's size; --device \(device) is not a Mac (use --device mac).")
            }
        }
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
                        pseudoLocalization: pseudoLocalize, scale: scale, window: window?.size)
    }

    /// The file's canvas with these options applied. A device replaces the size, scale,
    /// safe area, size class and platform; a window, a Mac canvas's size; everything not
    /// given stays the file's. Fails, naming `file`, for a window on a canvas that is not a
    /// Mac's, or a scale its platform does not have.
    func apply(to canvas: Canvas, file: String) throws -> Canvas {
        let result = variant.apply(to: canvas)
        if window != nil, result.platform != .macOS {
            throw CanvasOptionError("\(file): error: --window sets a Mac window's size, and this canvas is not a Mac; "
                                    + "add --device mac")
        }
        if !result.platform.scales.contains(result.scale) {
            throw CanvasOptionError("\(file): error: a \(result.platform.rawValue) canvas draws at 1x or 2x, "
                                    + "not \(Int(result.scale))x; use --scale 1 or --scale 2")
        }
        return result
    }
}

/// A canvas option that does not fit the file's canvas, as a message naming the file.
struct CanvasOptionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// `1280x800` (or `1280 x 800`): a window's width and height in points.
struct WindowSize: ExpressibleByArgument {
    let size: CGSize

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000
        else { return nil }
        size = CGSize(width: width, height: height)
    }
}
