import ArgumentParser
import CompositionalLayout
import MosaicRender

extension OutputFormat: ExpressibleByArgument {}
extension ThemeName: ExpressibleByArgument {}
extension OrthogonalPresentation: ExpressibleByArgument {}

/// Options that change the file's canvas: the device, the scale and the theme.
struct CanvasOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Draw on this device instead of the file's (see `mosaic devices`).", valueName: "name"))
    var device: String?

    @Option(name: .long, help: ArgumentHelp("Pixels per point of raster output: 1, 2 or 3.", valueName: "n"))
    var scale: Int?

    @Option(name: .long, help: ArgumentHelp("The appearance: light or dark.", valueName: "theme"))
    var theme: ThemeName?

    func validate() throws {
        if let device, Device.named(device) == nil {
            let names = Device.presets.map(\.name).joined(separator: ", ")
            throw ValidationError("Unknown device '\(device)'. Devices: \(names).")
        }
        if let scale, ![1, 2, 3].contains(scale) {
            throw ValidationError("The scale must be 1, 2 or 3, not \(scale).")
        }
    }

    /// The file's canvas with these options applied. A device replaces the size, scale,
    /// safe area and size class; everything else (theme, offsets, direction) stays.
    func apply(to canvas: Canvas) -> Canvas {
        var canvas = canvas
        if let device, let preset = Device.named(device) {
            canvas.size = preset.size
            canvas.scale = preset.scale
            canvas.safeArea = preset.safeArea
            canvas.horizontalSizeClass = preset.horizontalSizeClass
        }
        if let scale { canvas.scale = CGFloat(scale) }
        if let theme { canvas.theme = theme }
        return canvas
    }
}
