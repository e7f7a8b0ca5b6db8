import BenchmarkSupport
import Foundation
import MosaicCairo
import MosaicRender

// Render benchmark. Run release-built, on one core (`make bench-render` does both):
//   taskset -c 0 swift run -c release MosaicRenderBench [pairs=9]
//   swift run -c release MosaicRenderBench scaling N    (one row of the scaling table)
//   swift run -c release MosaicRenderBench encode-only [peer]  (5 PNG encodes of the phone screen, to profile)
//   swift run -c release MosaicRenderBench draw-only [page]  (5 drawings of the 1k-cell text grid, to profile)
//   swift run -c release MosaicRenderBench strips [pairs]  (the live preview's strips; not on one core)
// Every comparison is paired (A B A B ..., see Benchmarks/support/Paired.swift): the
// figure is the median of the per-pair ratios, with its interquartile range and range.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "scaling", arguments.count == 2, let count = Int(arguments[1]) {
    try ScalingRow.measure(count: count).printRow()
    exit(0)
}
if arguments.first == "encode-only" {
    // For profiling the encoder (e.g. under callgrind): the phone screen (or with
    // `encode-only peer`, the C peer's picture) encoded 5 times.
    let scene = arguments.dropFirst().first == "peer" ? try Scenes.peerPicture(count: 60) : try Scenes.phonePage()
    let image = try Renderer().image(of: scene)
    var bytes: [UInt8] = []
    for _ in 0..<5 { bytes = try Renderer().pngData(of: image) }
    // The PNG's size and a simple digest, to show that a change to the encoder kept its bytes.
    print(
        "\(bytes.count) bytes, digest \(String(bytes.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }, radix: 16))"
    )
    exit(0)
}
if arguments.first == "draw-only" {
    // For profiling drawing: the peer's 1k-cell text grid drawn 5 times (with `draw-only page`,
    // the peer's benchmark page: 60 cards at scale 3).
    let scene =
        arguments.dropFirst().first == "page"
        ? try Scenes.peerPicture(count: 60) : try Scenes.peerPicture(count: 1000, scale: 1, fullPage: true)
    scene.prepare()
    for _ in 0..<5 { _ = try Renderer().image(of: scene) }
    exit(0)
}
if arguments.first == "strips" {
    try PreviewStrips.measure(pairs: arguments.dropFirst().first.flatMap(Int.init).map { max(1, $0) } ?? 9)
    exit(0)
}
let pairs = arguments.first.flatMap(Int.init).map { max(1, $0) } ?? 9

func row(_ label: String, _ value: Double, _ note: String = "") {
    print(
        label.padding(toLength: 40, withPad: " ", startingAt: 0) + String(format: "%9.2f ms", value)
            + (note.isEmpty ? "" : "  " + note))
}

let renderer = Renderer()
let versions = CairoVersions.current
print(
    "MosaicRender benchmark, \(pairs) pairs per comparison; cairo \(versions.cairo), pango \(versions.pango), "
        + "\(versions.architecture), running on CPU \(allowedCPUs()), \(loadAverage())")

// 1. A phone screen with text, badges and headers: where the time goes.
var pngBytes = 0
var layoutTimes: [Double] = []
var drawTimes: [Double] = []
var encodeTimes: [Double] = []
for run in 0...pairs {
    var scene: RenderScene!
    let layout = try milliseconds {
        scene = try Scenes.phonePage()
        scene.prepare()
    }
    var image: ImageSurface!
    let draw = try milliseconds { image = try renderer.image(of: scene) }
    let encode = try milliseconds { pngBytes = try renderer.pngData(of: image).count }
    if run > 0 {
        layoutTimes.append(layout)
        drawTimes.append(draw)
        encodeTimes.append(encode)
    }
}
let median = { (values: [Double]) in PairedTiming.quantile(values, 0.5) }
print("\niPhone 15 Pro Max screen, 1290x2796 px: 60 cards with title, subtitle and badge, 3 headers (medians)")
row("  layout (build + solve)", median(layoutTimes))
row("  draw", median(drawTimes))
row("  encode PNG", median(encodeTimes), "\(pngBytes / 1024) KiB")
row("  total", median(layoutTimes) + median(drawTimes) + median(encodeTimes))

// 2. PNG encoding against its floors on that screen: copying the pixels, and
// converting Cairo's 32-bit pixels to the 24-bit RGB a PNG holds.
let screen = try renderer.image(of: try Scenes.phonePage())
let floors = EncodingFloors(image: screen)
let overCopy = try paired(
    pairs: pairs, { floors.copy() }, { try milliseconds { _ = try renderer.pngData(of: screen) } })
let overConvert = try paired(
    pairs: pairs, { floors.convert() }, { try milliseconds { _ = try renderer.pngData(of: screen) } })
print(
    "  PNG encoding / copying the pixels (\(String(format: "%.2f", overCopy.medianA)) ms):        \(overCopy.ratioSummary)"
)
print(
    "  PNG encoding / ARGB-to-RGB conversion (\(String(format: "%.2f", overConvert.medianA)) ms): \(overConvert.ratioSummary)"
)
let overConvertCPU = try paired(
    pairs: pairs, { threadCPUMilliseconds { _ = floors.convert() } },
    { try threadCPUMilliseconds { _ = try renderer.pngData(of: screen) } })
print(
    "  the same in thread CPU time (\(String(format: "%.2f", overConvertCPU.medianA)) ms): \(overConvertCPU.ratioSummary)"
)

// The same screen through each PNG encoder: why the streaming encoder is the default.
let encoders: [(String, Renderer.PNGEncoder)] = [
    ("streaming (default)", .streaming), ("libpng zlib 6, Up", .mosaicCairo(.standard)),
    ("libpng zlib 1, none", .mosaicCairo(.fast)), ("libpng zlib 9, all", .mosaicCairo(.smallest))
]
print("  PNG encoders on that screen (medians):")
for (name, encoder) in encoders {
    let chosen = Renderer(pngEncoder: encoder)
    var size = 0
    let times = try (0...pairs).map { _ in try milliseconds { size = try chosen.pngData(of: screen).count } }
        .dropFirst()
    row("    \(name)", median(Array(times)), "\(size / 1024) KiB")
}

// 3. Drawing against raw Cairo: the C peer draws the same picture, its font map
// built once as Mosaic's is, in runs alternating with Mosaic's.
if let peer = CairoPeer() {
    print("\nMosaic / raw Cairo (Benchmarks/cairo-peer), paired; the peer's own times, Mosaic's draw after layout:")
    let cases: [(String, Int, Int, Bool)] = [
        ("benchmark page: 60 labelled cards, 1290x2796 px", 60, 3, false),
        ("1k-cell text grid, full page at scale 1 (430x13008 px)", 1000, 1, true)
    ]
    for (name, count, scale, fullPage) in cases {
        let scene = try Scenes.peerPicture(count: count, scale: CGFloat(scale), fullPage: fullPage)
        scene.prepare()
        // Three warm-up pairs: both sides' allocators settle (glibc raises its mmap
        // threshold after the first large frees) before anything is recorded. Each side
        // frees its previous picture before its timing starts (the peer does so too), so
        // neither side's time includes returning a picture's pixels to the system.
        var picture: ImageSurface?
        let drawing = try paired(
            pairs: pairs, warmUp: 3,
            {
                try peer.draw(count: count, scale: scale, fullPage: fullPage)
            },
            {
                picture = nil
                return try milliseconds { picture = try renderer.image(of: scene) }
            })
        withExtendedLifetime(picture) {}
        print("  \(name)")
        print(
            String(format: "    draw: Mosaic %.2f ms, peer %.2f ms; Mosaic / peer ", drawing.medianB, drawing.medianA)
                + drawing.ratioSummary)
    }
    let scene = try Scenes.peerPicture(count: 60)
    let image = try renderer.image(of: scene)
    _ = try peer.draw(count: 60, scale: 3, fullPage: false)
    var peerBytes = 0
    let encoding = try paired(
        pairs: pairs, warmUp: 3,
        {
            let result = try peer.encode()
            peerBytes = result.bytes
            return result.milliseconds
        },
        {
            try milliseconds { pngBytes = try renderer.pngData(of: image).count }
        })
    print(
        String(
            format:
                "  encode the benchmark page: Mosaic (streaming) %.2f ms, %d KiB; peer (libpng zlib 6, Up) %.2f ms, %d KiB",
            encoding.medianB, pngBytes / 1024, encoding.medianA, peerBytes / 1024))
    print("    Mosaic / peer " + encoding.ratioSummary)
} else {
    print("\nraw Cairo: Benchmarks/run-cairo-peer.sh did not run (needs gcc and pkg-config)")
}

// 4. How time and memory grow with the page: one process per size, so that each
// peak is its own (Linux's VmHWM only grows).
print("\nScaling: a full-page list at scale 1 (rows 44 pt, title and subtitle), one run per size in its own process")
print(ScalingRow.header)
fflush(nil)
for count in [100, 1_000, 10_000, 100_000] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = ["scaling", String(count)]
    try process.run()
    process.waitUntilExit()
}
