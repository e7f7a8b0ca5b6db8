import CompositionalLayout
import Foundation
import MosaicCairo

/// A screenshot inside a drawn device: the screen with the device's corner radius, a dark
/// bezel around it, and the Dynamic Island (or the notch) where the device has one. Plain
/// geometry from the device table (`Device`), no artwork.
///
/// ```swift
/// let canvas = Canvas(device: Device.named("iphone-16-pro")!)
/// let scene = try RenderScene(layout: layout, itemCounts: [12], canvas: canvas)
/// let framed = DeviceFrameFigure(scene: scene, device: canvas.device!, orientation: canvas.orientation)
/// try Renderer().write(framed, format: .png, to: URL(fileURLWithPath: "framed.png"))
/// ```
public struct DeviceFrameFigure: Figure {
    /// The screenshot's scene (its viewport is the screen).
    public let scene: RenderScene
    /// The device drawn around it.
    public let device: Device
    /// Which way up the device is held: the island sits at the top in portrait and on the
    /// left in landscape.
    public let orientation: DeviceOrientation
    /// The bezel's width in points.
    public let bezel: CGFloat
    public let size: CGSize
    public var scale: Int

    /// The figure's background: a light grey the dark bezel stands out on.
    public var background: Color { Color(red: 0.93, green: 0.93, blue: 0.94) }

    /// The screen's rectangle in the figure, in points.
    public var screen: CGRect {
        CGRect(origin: CGPoint(x: bezel + margin, y: bezel + margin), size: scene.geometry.size)
    }

    /// Space between the bezel and the figure's edge, in points.
    let margin: CGFloat = 16

    /// Frames `scene`, drawn on `device` held in `orientation`.
    public init(scene: RenderScene, device: Device, orientation: DeviceOrientation, bezel: CGFloat = 12) {
        self.scene = scene
        self.device = device
        self.orientation = orientation
        self.bezel = bezel
        self.scale = scene.geometry.scale
        let screen = scene.geometry.size
        size = CGSize(width: screen.width + 2 * (bezel + margin), height: screen.height + 2 * (bezel + margin))
    }

    /// The Dynamic Island or notch, in figure coordinates; nil for a device without one.
    public var cutout: (rect: CGRect, radii: CornerRadii)? {
        guard device.platform == .iOS, device.safeArea.top > 20 else { return nil }
        let screen = self.screen
        let landscape = orientation == .landscape
        if device.safeArea.top >= 59 {
            // The Dynamic Island: a 126 x 37-point pill, 11 points from the screen's top edge.
            let long: CGFloat = 126
            let short: CGFloat = 37
            let inset: CGFloat = 11
            let rect =
                landscape
                ? CGRect(x: screen.minX + inset, y: screen.midY - long / 2, width: short, height: long)
                : CGRect(x: screen.midX - long / 2, y: screen.minY + inset, width: long, height: short)
            return (rect, CornerRadii(all: Double(short / 2)))
        }
        // The notch: 161 x 32 points against the screen's edge, its inner corners rounded.
        let long: CGFloat = 161
        let short: CGFloat = 32
        let radius = 20.0
        return landscape
            ? (
                CGRect(x: screen.minX, y: screen.midY - long / 2, width: short, height: long),
                CornerRadii(topLeft: 0, topRight: radius, bottomRight: radius, bottomLeft: 0)
            )
            : (
                CGRect(x: screen.midX - long / 2, y: screen.minY, width: long, height: short),
                CornerRadii(topLeft: 0, topRight: 0, bottomRight: radius, bottomLeft: radius)
            )
    }

    public func draw(in canvas: FigureCanvas) throws {
        let context = canvas.context
        let screen = self.screen
        let corner = Double(device.screenCornerRadius)
        let body = screen.insetBy(dx: -bezel, dy: -bezel)
        context.beginPath()
        context.addRoundedRect(body, cornerRadius: corner > 0 ? corner + Double(bezel) : Double(bezel) / 2)
        try context.fill(Color(red: 0.07, green: 0.07, blue: 0.08))
        context.beginPath()
        context.addRoundedRect(body.insetBy(dx: 1, dy: 1), cornerRadius: corner > 0 ? corner + Double(bezel) - 1 : 0)
        context.lineWidth = 1
        try context.stroke(Color(red: 0.3, green: 0.3, blue: 0.32))
        try SceneDrawing(scene: scene, fonts: canvas.fonts)
            .draw(scene.geometry.rect, into: screen, on: context, cornerRadius: corner)
        if let cutout {
            context.beginPath()
            context.addRoundedRect(cutout.rect, radii: cutout.radii)
            try context.fill(Color.black)
        }
    }

    public var accessibilityTitle: String? { device.displayName }
}
