import ArgumentParser
import CompositionalLayout
import Foundation
import MosaicRender
import MosaicSpec

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

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A Mac window's size in points, e.g. 1280x800 (with the mac device).", valueName: "WxH"))
    var window: WindowSize?

    @Option(
        name: .customLong("content-offset"),
        help: ArgumentHelp(
            "How far the page is scrolled from its top rest position, in points: Y (down), or X,Y "
                + "(replaces canvas.contentOffset).", valueName: "y|x,y"))
    var contentOffset: String?

    @Option(
        name: .customLong("orthogonal-offset"),
        help: ArgumentHelp(
            "A sideways section's scroll offset in points: SECTION=POINTS, the section by index or name "
                + "(as canvas.orthogonalOffsets); repeat for several.", valueName: "section=points"))
    var orthogonalOffsets: [String] = []

    /// `--content-offset` as a point (nil when not given).
    var contentOffsetPoint: CGPoint? {
        get throws { try contentOffset.map(Self.point) }
    }

    /// `120` or `0,120` (`0, 120` and `[0, 120]` too): finite points.
    static func point(_ text: String) throws -> CGPoint {
        let parts = text.trimmingCharacters(in: CharacterSet(charactersIn: "[] ")).split(
            separator: ",", omittingEmptySubsequences: false
        )
        .map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = parts.compactMap { Double($0) }.filter(\.isFinite)
        guard numbers.count == parts.count, (1...2).contains(numbers.count),
            numbers.allSatisfy({ abs($0) <= 1_000_000 })
        else {
            throw ValidationError(
                "--content-offset '\(text)' is not an offset: give points down (120) or across and "
                    + "down (0,120), each at most 1000000.")
        }
        return numbers.count == 1 ? CGPoint(x: 0, y: numbers[0]) : CGPoint(x: numbers[0], y: numbers[1])
    }

    /// `featured=40` or `1=120`: a section key and finite points.
    static func sectionOffset(_ text: String) throws -> (key: String, offset: CGFloat) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, !parts[0].isEmpty, let offset = Double(parts[1]), offset.isFinite,
            abs(offset) <= 1_000_000
        else {
            throw ValidationError(
                "--orthogonal-offset '\(text)' is not SECTION=POINTS: give a section's index or "
                    + "name and its offset, e.g. --orthogonal-offset featured=120 or 1=120.")
        }
        return (parts[0], CGFloat(offset))
    }

    func validate() throws {
        _ = try contentOffsetPoint
        for text in orthogonalOffsets { _ = try Self.sectionOffset(text) }
        for device in variantOptions.device {
            if window != nil, let preset = Device.named(device), preset.platform != .macOS {
                throw ValidationError(
                    "--window sets a Mac window's size; --device \(device) is not a Mac (use --device mac).")
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

    /// The file's canvas with `variant` applied, and the scroll state the flags give. A
    /// device replaces the size, scale, safe area, size classes and platform; a window, a Mac
    /// canvas's size; `--content-offset` the page's offset; `--orthogonal-offset` the offsets
    /// of the sections it names; everything not given stays the file's. Fails, naming `file`
    /// and the `canvas:` key in the way, for a window on a canvas that is not a Mac's, a scale
    /// its platform does not have, an orientation its device cannot take or without a device
    /// to turn; naming `file` for a section the file does not have.
    func apply(_ variant: SnapshotVariant, to document: LayoutDocument, file: String) throws -> Canvas {
        var result = variant.apply(to: document.canvas)
        if let point = try contentOffsetPoint { result.contentOffset = point }
        var offsetFlags: [Int: String] = [:]
        for text in orthogonalOffsets {
            let (key, offset) = try Self.sectionOffset(text)
            let section: Int
            do {
                section = try document.sectionIndex(forKey: key)
            } catch let error as SectionKeyError {
                throw CanvasOptionError("\(file): error: --orthogonal-offset \(text): \(error.description)")
            }
            if let earlier = offsetFlags[section] {
                throw CanvasOptionError(
                    "\(file): error: --orthogonal-offset \(earlier) and \(text) both set section \(section); "
                        + "give each section one offset")
            }
            offsetFlags[section] = text
            result.orthogonalOffsets[section] = offset
        }
        // A device, scale or window given as flags was checked against the other flags before
        // any file was read (`validate()`); what is left to refuse is a flag the file's canvas
        // does not fit, named with the key it comes from.
        let fileDevice = FileCanvasDevice(of: document)
        if let orientation = variant.orientation, variant.device == nil {
            guard let device = result.device else {
                throw fileDevice.error(
                    "--orientation \(orientation.rawValue) turns a device, and the file's canvas gives "
                        + "canvas.size, not a device", in: document, hint: "add --device NAME")
            }
            if !device.rotates, orientation != device.naturalOrientation {
                throw fileDevice.error(
                    "--orientation \(orientation.rawValue): \(fileDevice.description) is always "
                        + device.naturalOrientation.rawValue,
                    in: document, hint: "iPhones and iPads turn; an Apple TV and a Mac window do not")
            }
        }
        if window != nil, result.platform != .macOS {
            throw fileDevice.error(
                "--window sets a Mac window's size, and \(fileDevice.description) is not a Mac", in: document,
                hint: "add --device mac")
        }
        if !result.platform.scales.contains(result.scale) {
            throw fileDevice.error(
                "--scale \(Int(result.scale)): \(fileDevice.description) draws at 1x or 2x, as "
                    + "\(result.platform.rawValue) does", in: document, hint: "use --scale 1 or --scale 2")
        }
        return result
    }
}

/// A canvas option that does not fit the file's canvas, as a message naming the file (and,
/// where the option conflicts with the canvas, the canvas's line and column).
struct CanvasOptionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
    init(_ error: SpecError) { self.description = error.description }
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
