import BenchmarkSupport
import Foundation
import MosaicCairo
import MosaicRender

/// The live preview's picture path on a television screen (3840x2160 px in strips of 312
/// rows, as the preview cuts a picture that wide): each strip drawn then encoded in turn,
/// against `Renderer.pngStrips` (the next strip drawn while one is encoded), and a redraw
/// whose strips a `StripMemory` already holds (the strips a save left unchanged are not
/// encoded again), in wall time and in the process's CPU time.
enum PreviewStrips {
    static let rows = 312

    static func measure(pairs: Int) throws {
        let renderer = Renderer()
        let scene = try Scenes.televisionScreen()
        scene.prepare()
        var bytes = 0
        let oneAfterAnother = {
            try milliseconds {
                try renderer.drawStrips(of: scene, maximumHeight: rows) { strip, _ in
                    bytes += try renderer.pngData(of: strip).count
                }
            }
        }
        let overlapping = {
            try milliseconds {
                try renderer.pngStrips(of: scene, maximumHeight: rows) { _, _, png in bytes += png.count }
            }
        }
        let memory = StripMemory()
        try renderer.pngStrips(of: scene, maximumHeight: rows, memory: memory) { _, _, _ in }
        let remembered = {
            try milliseconds {
                try renderer.pngStrips(of: scene, maximumHeight: rows, memory: memory) { _, _, png in bytes += png.count
                }
            }
        }
        print(
            "\nLive preview strips: a television screen, 3840x2160 px in strips of \(rows) rows (\(memory.count) strips)"
        )
        let pipelined = try paired(pairs: pairs, warmUp: 2, oneAfterAnother, overlapping)
        print(
            String(
                format: "  drawn then encoded, strip by strip: %.2f ms; overlapping on two threads: %.2f ms",
                pipelined.medianA, pipelined.medianB))
        print("    overlapping / one after another " + pipelined.ratioSummary)
        let reused = try paired(pairs: pairs, warmUp: 2, overlapping, remembered)
        print(String(format: "  a redraw with every strip remembered: %.2f ms", reused.medianB))
        print("    remembered / overlapping " + reused.ratioSummary)
        let cpu = try paired(
            pairs: pairs, warmUp: 1, { try processCPUMilliseconds { _ = try overlapping() } },
            { try processCPUMilliseconds { _ = try remembered() } })
        print(
            String(
                format: "  CPU time of the process: overlapping %.2f ms, remembered %.2f ms", cpu.medianA, cpu.medianB))
        print("    remembered / overlapping " + cpu.ratioSummary)
        withExtendedLifetime(bytes) {}
    }
}
