import ArgumentParser
import Foundation
import CompositionalLayout
import MosaicRender

extension OutputFormat: ExpressibleByArgument {}
extension ThemeName: ExpressibleByArgument {}
extension DeviceOrientation: ExpressibleByArgument {}
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

/// Options that change the file's canvas: the variant axes (``VariantOptions``: device,
/// theme, text size, direction, pseudo-localisation, scale), each repeatable, and a Mac
/// window's size. Each variant of the matrix applies to the file's canvas on its own
/// (``apply(_:to:file:)``).
struct CanvasOptions: ParsableArguments {
    @OptionGroup var variantOptions: VariantOptions

    @Option(name: .long, help: ArgumentHelp(
        "A Mac window's size in points, e.g. 1280x800 (with the mac device).", valueName: "WxH"))
    var window: WindowSize?

    func validate() throws {
        for device in variantOptions.device {
            if window != nil, let preset = Device.named(device), preset.platform != .macOS {
                throw ValidationError("--window sets a Mac window's size; --device \(device) is not a Mac (use --device mac).")
            }
        }
    }

    /// Every variant asked for, each with the window's size.
    var variants: [SnapshotVariant] {
        variantOptions.variants.map { variant in
            var variant = variant
            variant.window = window?.size
            return variant
        }
    }

    /// The file's canvas with `variant` applied. A device replaces the size, scale, safe
    /// area, size class and platform; a window, a Mac canvas's size; everything not given
    /// stays the file's. Fails, naming `file`, for a window on a canvas that is not a Mac's,
    /// or a scale its platform does not have.
    func apply(_ variant: SnapshotVariant, to canvas: Canvas, file: String) throws -> Canvas {
        let result = variant.apply(to: canvas)
        if let orientation = variant.orientation {
            guard let device = result.device else {
                throw CanvasOptionError("\(file): error: --orientation turns a device, and this canvas has none "
                                        + "(it gives canvas.size); add --device NAME")
            }
            if !device.rotates, orientation != device.naturalOrientation {
                throw CanvasOptionError("\(file): error: --orientation \(orientation.rawValue): \(device.name) is always "
                                        + "\(device.naturalOrientation.rawValue)")
            }
        }
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
