import MosaicRender

/// One variant of a layout file to snapshot: the canvas changes that `--device`, `--theme` and
/// `--scale` ask for (nil: the file's own). New axes (text size, direction) are added here.
struct SnapshotVariant: Hashable, Sendable {
    var device: String?
    var theme: ThemeName?
    var scale: Int?

    /// Every combination of the values given; an axis with no values keeps the file's setting.
    static func matrix(devices: [String], themes: [ThemeName], scales: [Int]) -> [SnapshotVariant] {
        let devices: [String?] = devices.isEmpty ? [nil] : devices
        let themes: [ThemeName?] = themes.isEmpty ? [nil] : themes
        let scales: [Int?] = scales.isEmpty ? [nil] : scales
        return devices.flatMap { device in
            themes.flatMap { theme in scales.map { SnapshotVariant(device: device, theme: theme, scale: $0) } }
        }
    }

    /// The variant's name in reference file names: `iphone-15-dark-2x`, or `default` when it
    /// changes nothing.
    var name: String {
        let parts = [device, theme?.rawValue, scale.map { "\($0)x" }].compactMap { $0 }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    /// The file's canvas with this variant applied (as `mosaic render` applies the same flags).
    func apply(to canvas: Canvas) -> Canvas {
        var options = CanvasOptions()
        options.device = device
        options.theme = theme
        options.scale = scale
        return options.apply(to: canvas)
    }
}
