import Foundation
import MosaicCairo
import MosaicRender

// Render benchmark. Run release-built:
//   swift run -c release --scratch-path .build-render MosaicRenderBench [runs=7]
// Prints layout, drawing and PNG-encoding times (median of the runs) for an iPhone 15
// Pro Max screen at scale 3, the C peer's picture drawn by Mosaic and by raw Cairo
// (Benchmarks/run-cairo-peer.sh), and a 10,000-cell full page drawn in strips.

let runs = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 7) : 7

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

/// Runs `body` once to warm up, then `runs` times; the median of each named phase, in ms.
func measure(_ runs: Int, _ body: (inout [String: Double]) throws -> Void) rethrows -> [String: Double] {
    var ignored: [String: Double] = [:]
    try body(&ignored)
    var samples: [String: [Double]] = [:]
    for _ in 0..<runs {
        var phases: [String: Double] = [:]
        try body(&phases)
        for (name, value) in phases { samples[name, default: []].append(value) }
    }
    return samples.mapValues { values in
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

/// Times `body` into `phases[name]`.
func phase<T>(_ name: String, _ phases: inout [String: Double], _ body: () throws -> T) rethrows -> T {
    let clock = ContinuousClock()
    var result: T?
    let elapsed = try clock.measure { result = try body() }
    phases[name] = milliseconds(elapsed)
    return result!
}

func row(_ label: String, _ value: Double, _ note: String = "") {
    print(label.padding(toLength: 38, withPad: " ", startingAt: 0) + String(format: "%9.2f ms", value) + (note.isEmpty ? "" : "  " + note))
}

/// The peak resident memory of this process, in MiB (Linux).
func peakMemoryMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kib = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
    return kib / 1024
}

let renderer = Renderer()
let versions = CairoVersions.current
print("MosaicRender benchmark, median of \(runs) runs; cairo \(versions.cairo), pango \(versions.pango), \(versions.architecture)")
print("PNG encoder: Mosaic's streaming encoder (Up filter, deflate tuned for layouts)\n")

// 1. A phone screen with text, badges and headers.
var pngBytes = 0
let phone = try measure(runs) { phases in
    let scene = try phase("layout", &phases) { () throws -> RenderScene in
        let scene = try Scenes.phonePage()
        scene.prepare()
        return scene
    }
    let image = try phase("draw", &phases) { try renderer.image(of: scene) }
    pngBytes = try phase("encode", &phases) { try renderer.pngData(of: image) }.count
}
print("iPhone 15 Pro Max screen, 1290x2796 px: 60 cards with title, subtitle and badge, 3 headers")
row("  layout (build + solve)", phone["layout"]!)
row("  draw", phone["draw"]!)
row("  encode PNG", phone["encode"]!, "\(pngBytes / 1024) KiB")
row("  total", phone["layout"]! + phone["draw"]! + phone["encode"]!)

// The same screen through each PNG encoder: why the streaming encoder is the default.
let screen = try renderer.image(of: try Scenes.phonePage())
let encoders: [(String, Renderer.PNGEncoder)] = [
    ("streaming (default)", .streaming), ("libpng zlib 6, Up", .mosaicCairo(.standard)),
    ("libpng zlib 1, none", .mosaicCairo(.fast)), ("libpng zlib 9, all", .mosaicCairo(.smallest)),
    ("Cairo's writer", .mosaicCairo(.cairo)),
]
print("  PNG encoders on that screen:")
for (name, encoder) in encoders {
    let chosen = Renderer(pngEncoder: encoder)
    var size = 0
    let timing = try measure(runs) { phases in size = try phase("encode", &phases) { try chosen.pngData(of: screen) }.count }
    row("    \(name)", timing["encode"]!, "\(size / 1024) KiB")
}

// 2. The C peer's picture, drawn by Mosaic and by raw Cairo.
let libpng = Renderer(pngEncoder: .mosaicCairo(.standard))
let peer = try measure(runs) { phases in
    let scene = try phase("layout", &phases) { () throws -> RenderScene in
        let scene = try Scenes.peerPicture(count: 60)
        scene.prepare()
        return scene
    }
    let image = try phase("draw", &phases) { try renderer.image(of: scene) }
    pngBytes = try phase("encode", &phases) { try renderer.pngData(of: image) }.count
    _ = try phase("encode libpng", &phases) { try libpng.pngData(of: image) }
}
print("\nThe C peer's picture (60 rounded rectangles with labels, 1290x2796 px)")
row("  Mosaic layout", peer["layout"]!)
row("  Mosaic draw", peer["draw"]!)
row("  Mosaic encode (streaming)", peer["encode"]!, "\(pngBytes / 1024) KiB")
row("  Mosaic encode (libpng zlib 6, Up)", peer["encode libpng"]!)
if let raw = CairoPeer.run(count: 60, runs: runs) {
    row("  raw Cairo draw", raw.draw, "(builds a Pango font map per run; Mosaic reuses one)")
    row("  raw Cairo encode (libpng 6, Up)", raw.encode)
    let sameEncoder = peer["layout"]! + peer["draw"]! + peer["encode libpng"]!
    let defaultEncoder = peer["layout"]! + peer["draw"]! + peer["encode"]!
    print(String(format: "  Mosaic / raw Cairo: draw %.2f; encode with the same libpng settings %.2f; "
                 + "total %.2f (same encoder), %.2f (Mosaic's default encoder)",
                 peer["draw"]! / raw.draw, peer["encode libpng"]! / raw.encode,
                 sameEncoder / (raw.draw + raw.encode), defaultEncoder / (raw.draw + raw.encode)))
} else {
    print("  raw Cairo: Benchmarks/run-cairo-peer.sh did not run (needs gcc and pkg-config)")
}

// 3. A 10,000-cell full page, drawn in strips and streamed into one PNG file.
let output = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-bench-10000.png")
for scale in [1, 3] {
    let longRuns = scale == 1 ? runs : 1
    var pixels = (0, 0)
    let long = try measure(longRuns) { phases in
        let scene = try phase("layout", &phases) { () throws -> RenderScene in
            let scene = try Scenes.longList(count: 10_000, scale: CGFloat(scale))
            scene.prepare()
            return scene
        }
        pixels = (scene.geometry.pixelWidth, scene.geometry.pixelHeight)
        try phase("draw", &phases) { try renderer.drawStrips(of: scene) { _, _ in } }
        try phase("draw + encode", &phases) { try renderer.writePNG(of: scene, to: output) }
    }
    let size = ((try? FileManager.default.attributesOfItem(atPath: output.path)[.size]) as? Int) ?? 0
    print("\n10,000-cell full-page list at scale \(scale), \(pixels.0)x\(pixels.1) px, strips of \(renderer.stripHeight) rows"
          + (longRuns == 1 ? " (1 run)" : ""))
    row("  layout (build + solve)", long["layout"]!)
    row("  draw (all strips)", long["draw"]!)
    row("  encode (streaming PNG)", long["draw + encode"]! - long["draw"]!, "\(size / 1024) KiB")
    row("  total to file", long["layout"]! + long["draw + encode"]!)
}
print(String(format: "\npeak resident memory: %.0f MiB", peakMemoryMiB()))
try? FileManager.default.removeItem(at: output)
