import BenchmarkSupport
import Foundation
import MosaicRender

/// One row of the scaling table: a full-page list of `count` rows rendered to a PNG
/// file once, split into layout, drawing and encoding, with the process's peak memory.
struct ScalingRow {
    var count: Int
    var pixels: (width: Int, height: Int)
    var layout: Double
    var draw: Double
    var drawAndEncode: Double
    var peakMiB: Double
    var fileKiB: Int

    static let header = "cells    pixels          layout ms   draw ms  encode ms   total ms  peak MiB   PNG KiB"

    func printRow() {
        let size = "\(pixels.width)x\(pixels.height)".padding(toLength: 15, withPad: " ", startingAt: 0)
        print(
            String(format: "%-8d ", count) + size
                + String(
                    format: " %9.2f %9.1f %10.1f %10.1f %9.0f %9d", layout, draw, drawAndEncode - draw,
                    layout + drawAndEncode, peakMiB, fileKiB))
        fflush(nil)
    }

    static func measure(count: Int) throws -> ScalingRow {
        let renderer = Renderer()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-scaling-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: output) }
        // Fonts and glyph caches first, as any process that renders more than once has them.
        try renderer.writePNG(of: try Scenes.longList(count: 10, scale: 1), to: output)
        var scene: RenderScene!
        let layout = try milliseconds {
            scene = try Scenes.longList(count: count, scale: 1)
            scene.prepare()
        }
        let draw = try milliseconds { try renderer.drawStrips(of: scene) { _, _ in } }
        let drawAndEncode = try milliseconds { try renderer.writePNG(of: scene, to: output) }
        let size = ((try? FileManager.default.attributesOfItem(atPath: output.path)[.size]) as? Int) ?? 0
        return ScalingRow(
            count: count, pixels: (scene.geometry.pixelWidth, scene.geometry.pixelHeight), layout: layout,
            draw: draw, drawAndEncode: drawAndEncode, peakMiB: peakMemoryMiB(), fileKiB: size / 1024)
    }
}
