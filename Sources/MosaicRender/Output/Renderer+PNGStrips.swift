import Foundation
import MosaicCairo

/// Pictures as separate PNG files of horizontal strips, for a viewer that shows a strip as
/// soon as it comes (the live preview): each strip is drawn on the calling thread while the
/// one before is encoded on a second (`StripEncodingQueue`).
extension Renderer {
    /// The scene as PNG files of horizontal strips of at most `maximumHeight` pixels
    /// (``stripHeight`` when `nil`), top to bottom. `body` gets each strip's first row, its
    /// height and its PNG, in order, on the encoding thread; every call returns before this
    /// function does. Joined, the strips are the picture ``drawStrips(of:maximumHeight:_:)-(RenderScene,_,_)``
    /// draws with the same strip height. With a `memory`, a strip whose pixels the memory's last
    /// picture had is not encoded again (its PNG is that strip's), and the memory then holds this
    /// picture's strips.
    ///
    /// - Throws: the first drawing or encoding error, or the first error `body` throws (no
    ///   later strip is delivered then).
    public func pngStrips(
        of scene: RenderScene, maximumHeight: Int? = nil, memory: StripMemory? = nil,
        _ body: (_ top: Int, _ height: Int, _ png: [UInt8]) throws -> Void
    ) throws {
        try encodedStrips(of: scene, maximumHeight: maximumHeight, memory: memory, body)
    }

    /// The figure as PNG files of horizontal strips, as ``pngStrips(of:maximumHeight:memory:_:)-(RenderScene,_,_,_)``
    /// makes them for a scene.
    public func pngStrips(
        of figure: some Figure, maximumHeight: Int? = nil, memory: StripMemory? = nil,
        _ body: (_ top: Int, _ height: Int, _ png: [UInt8]) throws -> Void
    ) throws {
        try encodedStrips(of: FigureDrawing(figure: figure), maximumHeight: maximumHeight, memory: memory, body)
    }

    private func encodedStrips(
        of subject: some RenderSubject, maximumHeight: Int?, memory: StripMemory?,
        _ body: (_ top: Int, _ height: Int, _ png: [UInt8]) throws -> Void
    ) throws {
        let renderer = self
        let encode: (ImageSurface) throws -> [UInt8] = { strip in
            guard let memory else { return try renderer.pngData(of: strip) }
            return try memory.png(of: strip) { try renderer.pngData(of: $0) }
        }
        memory?.pictureStarted()
        try withoutActuallyEscaping(body) { body in
            let encoding = StripEncodingQueue(encode: encode, deliver: body)
            do {
                try drawStrips(of: subject, maximumHeight: maximumHeight, recorder: nil, handsOverSurfaces: true) {
                    strip, top in try encoding.submit(strip, top: top)
                }
            } catch {
                // The strips already queued are still encoded: wait, so that none outlives this call.
                try? encoding.finish()
                throw error
            }
            try encoding.finish()
        }
        memory?.pictureFinished()
    }
}
