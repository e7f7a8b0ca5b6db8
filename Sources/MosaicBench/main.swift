import CompositionalLayout

// Engine benchmark: items laid out per second for three shapes and three sizes,
// and the time of one viewport query on the largest layout.
// Run it release-built: `swift run -c release mosaic-bench`.

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

print("Mosaic engine benchmark (best of 3 runs)")
print("shape                              items      layout time   throughput")
for shape in Shape.allCases {
    for count in shape == .selfSizing || shape == .decorated ? [10_000, 100_000] : [10_000, 100_000, 1_000_000] {
        let (_, seconds) = prepared(shape, counts: [count])
        let name = shape.rawValue.padding(toLength: 34, withPad: " ", startingAt: 0)
        let items = String(count).padding(toLength: 10, withPad: " ", startingAt: 0)
        print("\(name) \(items) \(format(seconds).padding(toLength: 13, withPad: " ", startingAt: 0)) \(rate(count, seconds))")
    }
}

let (sectioned, sectionedSeconds) = prepared(.grid, counts: Array(repeating: 100, count: 10_000))
print("5-column grid, 10k sections of 100: \(format(sectionedSeconds)) (\(rate(1_000_000, sectionedSeconds)))")

let (million, _) = prepared(.grid, counts: [1_000_000])
let middle = million.collectionViewContentSize.height / 2
var found = 0
let querySeconds = time(runs: 20) {
    found = million.layoutAttributesForElements(in: CGRect(x: 0, y: middle, width: 390, height: 844))?.count ?? 0
}
print("viewport query on the 1M grid: \(format(querySeconds)) for \(found) elements")
var foundSectioned = 0
let sectionedQuerySeconds = time(runs: 20) {
    foundSectioned = sectioned.layoutAttributesForElements(
        in: CGRect(x: 0, y: sectioned.collectionViewContentSize.height / 2, width: 390, height: 844))?.count ?? 0
}
print("viewport query on 10k sections: \(format(sectionedQuerySeconds)) for \(foundSectioned) elements")

// Materialising every cell (what a renderer of the whole page pays), not just solving.
let (everything, _) = prepared(.grid, counts: [100_000])
var materialised = 0
let enumerateSeconds = time(runs: 3) {
    materialised = everything.layoutAttributesForElements(in: CGRect(origin: .zero, size: everything.collectionViewContentSize))?.count ?? 0
}
print("all \(materialised) cell attributes of a 100k grid materialised: \(format(enumerateSeconds)) (\(rate(materialised, enumerateSeconds)))")

let (decorated, _) = prepared(.decorated, counts: [100_000])
var decoratedCount = 0
let decoratedSeconds = time(runs: 3) {
    decoratedCount = decorated.layoutAttributesForElements(in: CGRect(origin: .zero, size: decorated.collectionViewContentSize))?.count ?? 0
}
print("all \(decoratedCount) elements (cells, badges, header, background) of 100k decorated items: \(format(decoratedSeconds))")
