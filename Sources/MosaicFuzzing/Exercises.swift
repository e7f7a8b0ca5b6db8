import CompositionalLayout
import Foundation
import MosaicRender
import MosaicSpec

/// The paths a fuzzer's bytes take through Mosaic. Each must return normally, whatever the
/// bytes: a thrown error is a fine outcome, a crash, a hang or a runaway allocation is a bug.
public enum Exercises {
    /// The most pixels a fuzz input is drawn with, so that each run stays quick; larger
    /// pages are still laid out and queried, and their size still checked.
    public static let drawingBudget = 1 << 18

    /// A layout file's whole path: decoding (`LayoutDocument`), solving, querying every
    /// element, and drawing at scale 1 to an in-memory surface, as `mosaic render` would,
    /// including the filmstrip, unrolled and anatomy figures the file asks for.
    ///
    /// - Parameter baseDirectory: the folder image paths are relative to.
    public static func layoutFile(_ bytes: [UInt8], baseDirectory: URL) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        // The nesting read before composing bounds what Yams composes, or composing could
        // recurse past the stack.
        precondition(YAMLNestingOracle.holds(for: text), "the nesting scan counted fewer levels than Yams composed")
        guard let document = try? LayoutDocument(yaml: text, file: "fuzz.yaml", baseDirectory: baseDirectory) else {
            return
        }
        var canvas = document.canvas
        canvas.scale = 1
        var plain = canvas
        plain.orthogonal = .clip
        plain.anatomy = false
        guard
            let scene = try? RenderScene(
                layout: document.makeLayout(), itemCounts: document.itemCounts,
                content: document.content, canvas: plain)
        else { return }
        queryEveryElement(of: scene.host)
        let renderer = Renderer()
        if canvas.orthogonal == .clip && !canvas.anatomy {
            let geometry = scene.geometry
            if isWithinDrawingBudget(width: geometry.pixelWidth, height: geometry.pixelHeight) {
                try? renderer.drawStrips(of: scene) { _, _ in }
            }
        } else if let figure = try? PageFigure(
            scene: scene, presentation: canvas.orthogonal,
            anatomy: canvas.anatomy ? AnatomyOptions() : nil)
        {
            if isWithinDrawingBudget(width: figure.pixelWidth, height: figure.pixelHeight) {
                _ = try? renderer.image(of: figure)
            }
        }
    }

    private static func isWithinDrawingBudget(width: Int, height: Int) -> Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return width > 0 && height > 0 && !overflow && pixels <= drawingBudget
    }

    /// A layout built with UIKit's API from the bytes (see ``FuzzedLayout``), solved and
    /// queried: every element, each item by index path, and the scroll positions.
    public static func engine(_ bytes: [UInt8]) {
        let fuzzed = FuzzedLayout(bytes)
        queryEveryElement(of: layoutHost(showing: fuzzed))
        for section in fuzzed.itemCounts.indices {
            _ = fuzzed.layout.orthogonalRestOffsets(forSection: section)
            _ = fuzzed.layout.targetOrthogonalScrollOffset(
                forSection: section, proposedOffset: 100,
                velocity: 1)
        }
        _ = fuzzed.layout.diagnostics
        _ = fuzzed.layout.listSeparators(in: CGRect(origin: .zero, size: fuzzed.size))
    }

    /// What the engine path lays `fuzzed` out in: its size, item counts, display scale and
    /// layout direction (a layout host, as the collection view's, so fuzzing runs off the
    /// main actor).
    package static func layoutHost(showing fuzzed: FuzzedLayout) -> CollectionLayoutHost {
        let view = CollectionLayoutHost(size: fuzzed.size, layout: fuzzed.layout)
        view.numberOfItemsInSection = fuzzed.itemCounts
        view.traitCollection = UITraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: .regular,
            displayScale: fuzzed.scale, layoutDirection: fuzzed.direction)
        return view
    }

    /// Asks the layout for every element, then for some items one by one.
    static func queryEveryElement(of view: CollectionLayoutHost) {
        let layout = view.layout
        let size = layout.collectionViewContentSize
        let reach: CGFloat = 1_000_000
        let rect = CGRect(x: -reach, y: -reach, width: size.width + 2 * reach, height: size.height + 2 * reach)
        let elements = layout.layoutAttributesForElements(in: rect) ?? []
        for element in elements.prefix(500) where element.representedElementCategory == .cell {
            _ = layout.layoutAttributesForItem(at: element.indexPath)
        }
        _ = layout.layoutAttributesForElements(in: CGRect(origin: view.contentOffset, size: view.size))
    }
}
