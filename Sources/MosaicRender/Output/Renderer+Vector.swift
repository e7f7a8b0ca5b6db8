import Foundation
import MosaicCairo

extension Renderer {
    /// The scene as an SVG document, one SVG pixel per point (the scale does not apply).
    public func svgData(of scene: RenderScene) throws -> [UInt8] {
        let geometry = scene.geometry
        let surface = try SVGSurface(width: Double(geometry.size.width), height: Double(geometry.size.height))
        try drawVector(scene, on: surface, geometry: geometry)
        return try surface.finish()
    }

    /// Writes the scene as an SVG file, atomically.
    public func writeSVG(of scene: RenderScene, to url: URL) throws {
        let geometry = scene.geometry
        let surface = try SVGSurface(width: Double(geometry.size.width), height: Double(geometry.size.height),
                                     writingTo: url)
        try drawVector(scene, on: surface, geometry: geometry)
        try surface.finish()
    }

    /// The scene as a one-page PDF document whose page is the output's size in points.
    public func pdfData(of scene: RenderScene) throws -> [UInt8] {
        let geometry = scene.geometry
        let surface = try PDFSurface(width: Double(geometry.size.width), height: Double(geometry.size.height))
        if let pdfCreationDate { surface.setCreationDate(pdfCreationDate) }
        try drawVector(scene, on: surface, geometry: geometry)
        return try surface.finish()
    }

    /// Writes the scene as a PDF file, atomically.
    public func writePDF(of scene: RenderScene, to url: URL) throws {
        let geometry = scene.geometry
        let surface = try PDFSurface(width: Double(geometry.size.width), height: Double(geometry.size.height),
                                     writingTo: url)
        if let pdfCreationDate { surface.setCreationDate(pdfCreationDate) }
        try drawVector(scene, on: surface, geometry: geometry)
        try surface.finish()
    }

    /// The scene encoded in `format`.
    public func data(of scene: RenderScene, format: OutputFormat) throws -> [UInt8] {
        switch format {
        case .png: return try pngData(of: scene)
        case .svg: return try svgData(of: scene)
        case .pdf: return try pdfData(of: scene)
        }
    }

    /// Writes the scene to `url` in `format`, atomically.
    public func write(_ scene: RenderScene, format: OutputFormat, to url: URL) throws {
        switch format {
        case .png: try writePNG(of: scene, to: url)
        case .svg: try writeSVG(of: scene, to: url)
        case .pdf: try writePDF(of: scene, to: url)
        }
    }

    private func drawVector(_ scene: RenderScene, on surface: Surface, geometry: PageGeometry) throws {
        let fonts = try self.fonts ?? FontEnvironment.standard()
        let context = try DrawingContext(surface: surface, fonts: fonts)
        context.translate(x: -Double(geometry.origin.x), y: -Double(geometry.origin.y))
        try ScenePainter(scene: scene, fonts: fonts).draw(geometry.rect, on: context)
    }
}
