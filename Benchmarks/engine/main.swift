import BenchmarkSupport
import CompositionalLayout
import Foundation

// Engine benchmark: items laid out per second for three shapes and three sizes,
// and the time of one viewport query on the largest layout.
// Run it release-built: `swift run -c release mosaic-bench`.
// Figures against a floor are paired (A B A B, median of the per-pair ratios).

/// Times `body`, best of `runs`, in seconds.
func time(runs: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return best
}

func format(_ seconds: Double) -> String {
    seconds < 1e-3 ? String(format: "%.1f µs", seconds * 1e6) : String(format: "%.2f ms", seconds * 1e3)
}

func rate(_ items: Int, _ seconds: Double) -> String {
    String(format: "%.1f M items/s", Double(items) / seconds / 1e6)
}

var retained: [UICollectionView] = []

/// A prepared layout of `shape` with `counts` items per section.
@MainActor
func prepared(_ shape: Shape, counts: [Int]) -> (UICollectionViewCompositionalLayout, Double) {
    let layout = shape.makeLayout()
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    view.numberOfItemsInSection = counts
    view.sizingFunction = shape.sizingFunction
    retained.append(view)
    let seconds = time(runs: 3) {
        layout.invalidateLayout()
        layout.prepare()
    }
    return (layout, seconds)
}

/// `mosaic-bench PART` runs one part: solve, sections, queries, materialise, single (for profiling).
let part = CommandLine.arguments.dropFirst().first
func wanted(_ name: String) -> Bool { part == nil || part == name }

// `mosaic-bench materialise-100k` prints only the median time in ms of materialising every cell
// of a 100k 5-column grid in this process (5 runs after one warm-up): Benchmarks/cli.sh pairs
// it with `mosaic frames` on a 100k grid.
if part == "materialise-100k" {
    let (grid, _) = prepared(.grid, counts: [100_000])
    let whole = CGRect(origin: .zero, size: grid.collectionViewContentSize)
    var cells = 0
    let times = (0..<6).map { _ in milliseconds { cells = grid.layoutAttributesForElements(in: whole)?.count ?? 0 } }
    precondition(cells == 100_000, "materialised \(cells) cells")
    print(String(format: "%.3f", PairedTiming.quantile(Array(times.dropFirst()), 0.5)))
    exit(0)
}

// `mosaic-bench copy-pixels MB` copies a buffer of MB megabytes to another and reads every
// cache line of the copy, 2 GB in all, and prints nothing: Benchmarks/cli.sh runs it twice in
// turn and twice at once, for 1 MB (inside a core's own 2 MB L2 cache) and 12 MB (a
// 1179x2556 picture), to show what two cores lose when their work leaves their own caches.
if part == "copy-pixels", let megabytes = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init), megabytes > 0 {
    let count = megabytes << 20
    let source = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 64)
    let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 64)
    source.initializeMemory(as: UInt8.self, repeating: 1)
    copy.initializeMemory(as: UInt8.self, repeating: 2)
    var sum = 0
    for round in 0..<(2048 / megabytes) {
        copy.copyMemory(from: UnsafeRawBufferPointer(source))
        source[round % count] &+= 1
        for offset in stride(from: 0, to: count, by: 64) { sum &+= Int(copy[offset]) }
    }
    if sum == 42 { print(sum) }  // keeps the reads
    exit(0)
}

print("Mosaic engine benchmark (best of 3 runs; \(loadAverage()))")
if wanted("solve") {
    print("shape                              items      layout time   throughput")
    for shape in Shape.allCases {
        for count in shape == .selfSizing || shape == .decorated ? [10_000, 100_000] : [10_000, 100_000, 1_000_000] {
            let (_, seconds) = prepared(shape, counts: [count])
            let name = shape.rawValue.padding(toLength: 34, withPad: " ", startingAt: 0)
            let items = String(count).padding(toLength: 10, withPad: " ", startingAt: 0)
            print(
                "\(name) \(items) \(format(seconds).padding(toLength: 13, withPad: " ", startingAt: 0)) \(rate(count, seconds))"
            )
        }
    }
}

let (sectioned, sectionedSeconds) = prepared(.grid, counts: Array(repeating: 100, count: 10_000))
if wanted("sections") {
    print("5-column grid, 10k sections of 100: \(format(sectionedSeconds)) (\(rate(1_000_000, sectionedSeconds)))")
}
if part == "sections" { exit(0) }

let (million, _) = prepared(.grid, counts: [1_000_000])
if wanted("queries") {
    let middle = million.collectionViewContentSize.height / 2
    var found = 0
    let querySeconds = time(runs: 20) {
        found = million.layoutAttributesForElements(in: CGRect(x: 0, y: middle, width: 390, height: 844))?.count ?? 0
    }
    print("viewport query on the 1M grid: \(format(querySeconds)) for \(found) elements")
    var foundSectioned = 0
    let sectionedQuerySeconds = time(runs: 20) {
        foundSectioned =
            sectioned.layoutAttributesForElements(
                in: CGRect(x: 0, y: sectioned.collectionViewContentSize.height / 2, width: 390, height: 844))?.count
            ?? 0
    }
    print("viewport query on 10k sections: \(format(sectionedQuerySeconds)) for \(foundSectioned) elements")

    // Materialising every cell (what a renderer of the whole page pays), not just solving.
    let (everything, _) = prepared(.grid, counts: [100_000])
    var materialised = 0
    let enumerateSeconds = time(runs: 3) {
        materialised =
            everything.layoutAttributesForElements(
                in: CGRect(origin: .zero, size: everything.collectionViewContentSize))?.count ?? 0
    }
    print(
        "all \(materialised) cell attributes of a 100k grid materialised: \(format(enumerateSeconds)) (\(rate(materialised, enumerateSeconds)))"
    )

    let (decorated, _) = prepared(.decorated, counts: [100_000])
    var decoratedCount = 0
    let decoratedSeconds = time(runs: 3) {
        decoratedCount =
            decorated.layoutAttributesForElements(in: CGRect(origin: .zero, size: decorated.collectionViewContentSize))?
            .count ?? 0
    }
    print(
        "all \(decoratedCount) elements (cells, badges, header, background) of 100k decorated items: \(format(decoratedSeconds))"
    )
}

// Materialising every cell of a 1M grid, paired with its floors: one object per
// cell (what any API returning a class per element pays) and the frames alone
// written into an array.
if wanted("materialise") {
    final class FloorCell {
        var frame: CGRect
        var index: Int
        init(frame: CGRect, index: Int) {
            self.frame = frame
            self.index = index
        }
    }
    let whole = CGRect(origin: .zero, size: million.collectionViewContentSize)
    let cellCount = 1_000_000
    var sink = 0
    let objectFloor = paired(
        pairs: 5,
        {
            milliseconds {
                var cells: [FloorCell] = []
                cells.reserveCapacity(cellCount)
                for index in 0..<cellCount {
                    cells.append(
                        FloorCell(
                            frame: CGRect(x: Double(index % 5) * 78, y: Double(index / 5) * 78, width: 74, height: 74),
                            index: index))
                }
                sink &+= cells.count
            }
        },
        {
            milliseconds { sink &+= million.layoutAttributesForElements(in: whole)?.count ?? 0 }
        })
    let arrayFloor = paired(
        pairs: 5,
        {
            milliseconds {
                var frames: [CGRect] = []
                frames.reserveCapacity(cellCount)
                for index in 0..<cellCount {
                    frames.append(CGRect(x: Double(index % 5) * 78, y: Double(index / 5) * 78, width: 74, height: 74))
                }
                sink &+= frames.count
            }
        },
        {
            milliseconds { sink &+= million.layoutAttributesForElements(in: whole)?.count ?? 0 }
        })
    print(
        String(
            format: "all 1M cells of the 1M grid materialised: %.1f ms median, %.3f µs per cell",
            objectFloor.medianB, objectFloor.medianB * 1e3 / Double(cellCount)))
    print(
        "  Mosaic / one object per cell (\(String(format: "%.1f", objectFloor.medianA)) ms): \(objectFloor.ratioSummary)"
    )
    print(
        "  Mosaic / frames into an array (\(String(format: "%.1f", arrayFloor.medianA)) ms): \(arrayFloor.ratioSummary)"
    )
    if sink == 42 { print("") }
}

// One layoutAttributesForItem(at:) call against one cell of the bulk query above.
if wanted("single") {
    let whole = CGRect(origin: .zero, size: million.collectionViewContentSize)
    let cellCount = 1_000_000
    var sink = 0
    let singleCalls = 100_000
    let single = paired(
        pairs: 5,
        {
            milliseconds { sink &+= million.layoutAttributesForElements(in: whole)?.count ?? 0 } / Double(cellCount)
        },
        {
            milliseconds {
                for item in 0..<singleCalls {
                    sink &+= million.layoutAttributesForItem(at: IndexPath(item: item * 7, section: 0))?.zIndex ?? 0
                }
            } / Double(singleCalls)
        })
    print(
        String(
            format: "one layoutAttributesForItem(at:) call: %.3f µs; / one cell of the bulk query: ",
            single.medianB * 1e3) + single.ratioSummary)
    if sink == 42 { print("") }
}
