import ArgumentParser
import CompositionalLayout
import Foundation
import MosaicRender
import MosaicSpec

/// `mosaic frames`: every element's frame, as the engine computed it.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print every element's kind, index path and frame.",
        discussion: """
            Lays the file out (no drawing) and prints every cell, supplementary view and decoration \
            of the whole content, in content coordinates (points, origin at the top-left of the content, \
            after right-to-left mirroring, pixel rounding and the canvas' scroll offsets), in the order the \
            layout returns them.

            With --json, prints an array of objects with the keys category (cell, supplementary or \
            decoration), kind (the element kind; "cell" for cells), section, item, x, y, width, height \
            and zIndex.

            Examples:
              mosaic frames Samples/list.yaml
              mosaic frames Samples/two-column.yaml --device iphone-se --json
              mosaic frames Samples/grid.yaml --json | jq '.[] | select(.section == 0 and .item < 5)'
            """
    )

    @Argument(help: ArgumentHelp("A layout file (.yaml, .yml or .json).", valueName: "file"))
    var file: String

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    @Flag(name: .customLong("self-sizing"), inversion: .prefixedNo,
          help: "Measure estimated elements by the text they draw, as a render does (default), or keep the estimates.")
    var selfSizing = true

    @OptionGroup var canvasOptions: CanvasOptions

    @OptionGroup var limitOptions: LimitOptions

    func run() throws {
        let document: LayoutDocument
        do {
            document = try LayoutDocument(contentsOf: URL(fileURLWithPath: file), limits: limitOptions.documentLimits)
        } catch {
            Console.error(RenderCommand.describe(error, file: file))
            throw ExitCode.failure
        }
        let canvas = canvasOptions.apply(to: document.canvas)
        let view = document.makeCollectionView(canvas: canvas)
        // The scene installs the renderer's sizing function, so estimated elements
        // get the frames a render draws them at.
        let scene: RenderScene
        do {
            scene = try RenderScene(collectionView: view, content: document.content,
                                    style: .standard(for: canvas.theme), selfSizing: selfSizing)
        } catch {
            // What the canvas asks for cannot be laid out: point at the canvas.
            Console.error(document.canvasError(RenderCommand.describe(error)).description)
            throw ExitCode.failure
        }
        let frames = withExtendedLifetime(scene) { ElementFrame.all(in: view) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(frames)
            Console.out(String(decoding: data, as: UTF8.self) + "\n")
        } else {
            Console.out(ElementFrame.table(frames))
        }
    }
}

/// One element of a laid-out page, as `mosaic frames` prints it.
struct ElementFrame: Codable, Equatable {
    var category: String
    var kind: String
    var section: Int
    var item: Int
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var zIndex: Int

    init(_ attributes: UICollectionViewLayoutAttributes) {
        switch attributes.representedElementCategory {
        case .cell: category = "cell"
        case .supplementaryView: category = "supplementary"
        case .decorationView: category = "decoration"
        }
        kind = attributes.representedElementKind ?? "cell"
        let path = attributes.indexPath
        section = path.count > 0 ? path[0] : 0
        item = path.count > 1 ? path[1] : 0
        x = Self.tidy(attributes.frame.minX)
        y = Self.tidy(attributes.frame.minY)
        width = Self.tidy(attributes.frame.width)
        height = Self.tidy(attributes.frame.height)
        zIndex = attributes.zIndex
    }

    /// Frames are on the pixel grid (thirds of a point at 3x): printing 1/3 as
    /// 0.3333333333333333 adds nothing, so keep 4 decimals.
    static func tidy(_ value: CGFloat) -> Double {
        (Double(value) * 10_000).rounded() / 10_000
    }

    /// Every element in the whole content, orthogonal sections' off-screen items included.
    static func all(in view: UICollectionView) -> [ElementFrame] {
        let layout = view.collectionViewLayout
        let size = layout.collectionViewContentSize
        // Orthogonal sections reach past the content's width (or height); ask for far more.
        let reach: CGFloat = 1_000_000
        let rect = CGRect(x: -reach, y: -reach, width: size.width + 2 * reach, height: size.height + 2 * reach)
        return (layout.layoutAttributesForElements(in: rect) ?? []).map(ElementFrame.init)
    }

    /// A table: one row per element, columns aligned.
    static func table(_ frames: [ElementFrame]) -> String {
        func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
        }
        let header = ["CATEGORY", "KIND", "SECTION", "ITEM", "X", "Y", "WIDTH", "HEIGHT", "Z"]
        let rows = frames.map { frame in
            [frame.category, frame.kind, String(frame.section), String(frame.item), number(frame.x), number(frame.y),
             number(frame.width), number(frame.height), String(frame.zIndex)]
        }
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        let numeric = Set(2...8)
        return all.map { row in
            row.indices.map { column in
                let cell = row[column], pad = String(repeating: " ", count: widths[column] - cell.count)
                return numeric.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n") + "\n"
    }
}
