import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicFrames
import MosaicRender
import MosaicSnapshot
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == UICollectionViewCompositionalLayout, Format == SnapshotImage {
    /// The layout drawn as a PNG on `screen`, compared by Mosaic's pixel rule
    /// (``Diffing/mosaicPixels(_:)``). The PNG carries the pixel hash, library versions and
    /// frames, so a failure names the elements that moved.
    ///
    /// ```swift
    /// assertSnapshot(of: makeLayout(), as: .image(LayoutScreen(itemCounts: [20])))
    /// ```
    public static func image(_ screen: LayoutScreen, diffing: PixelDiffing = .standard) -> Self {
        .mosaicImage(diffing: diffing) { layout in try SnapshotImage(drawing: try screen.scene(of: layout)) }
    }

    /// The layout on `screen` as a figure of its structure (item > group > section), for
    /// documentation snapshots.
    public static func anatomy(
        _ screen: LayoutScreen, options: AnatomyOptions = AnatomyOptions(),
        diffing: PixelDiffing = .standard
    ) -> Self {
        .mosaicImage(diffing: diffing) { layout in
            let figure = try AnatomyFigure(scene: try screen.scene(of: layout), options: options)
            return SnapshotImage(PixelSnapshot(try Renderer().image(of: figure)))
        }
    }

    /// A filmstrip of orthogonal section `section` on `screen`: one frame per rest position.
    public static func filmstrip(_ screen: LayoutScreen, section: Int, diffing: PixelDiffing = .standard)
        -> Self
    {
        .mosaicImage(diffing: diffing) { layout in
            let figure = try Filmstrip(scene: try screen.scene(of: layout), section: section)
            return SnapshotImage(PixelSnapshot(try Renderer().image(of: figure)))
        }
    }
}

extension SnapshotTesting.Snapshotting where Format == SnapshotImage {
    /// A PNG strategy from a drawing function; a thrown error fails the running test with its
    /// cause, and is stored as an error marker that no later comparison accepts.
    public static func mosaicImage(
        diffing: PixelDiffing = .standard,
        draw: @escaping (Value) throws -> SnapshotImage
    ) -> Self {
        Self(pathExtension: "png", diffing: .mosaicPixels(diffing)) { value in
            do {
                return try draw(value)
            } catch {
                let cause = "Mosaic could not draw the snapshot: \(error)"
                DrawingFailure.report(cause)
                return SnapshotImage(failure: cause)
            }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == ImageSurface, Format == SnapshotImage {
    /// An image surface as it is (hash of its ARGB32 or RGB24 pixels), compared by Mosaic's
    /// pixel rule.
    public static var image: Self { .mosaicImage { SnapshotImage(PixelSnapshot($0)) } }
}

extension SnapshotTesting.Snapshotting where Value == RGBAImage, Format == SnapshotImage {
    /// Straight RGBA pixels as they are (format `rgba8`), compared by Mosaic's pixel rule.
    public static var rgba: Self { .mosaicImage { SnapshotImage(PixelSnapshot($0)) } }
}

extension SnapshotTesting.Snapshotting where Value == UICollectionViewCompositionalLayout, Format == String {
    /// Every element's category, kind, index path, frame and zIndex on `screen`, as a
    /// `FrameDump` (a `.txt` file). Nothing is drawn or measured: estimated sizes stay
    /// estimates, so the snapshot is the same on every machine, whatever its fonts, Cairo or
    /// CPU. A failure lists the changed elements in words (``Diffing/frames(tolerance:scale:)``).
    ///
    /// - Parameter screen: the device, item counts and canvas the layout is solved on.
    /// - Parameter tolerance: how many device pixels a coordinate may drift and still match.
    public static func frames(_ screen: LayoutScreen, tolerance: Double = 0) -> Self {
        .mosaicFrames(screen, tolerance: tolerance) { layout in
            frameText(of: try screen.scene(of: layout, selfSizing: false))
        }
    }

    /// The layout drawn as SVG on `screen`, compared as text lines.
    public static func svg(_ screen: LayoutScreen) -> Self {
        Self(pathExtension: "svg", diffing: .refusingMarkers(.lines)) { layout in
            do {
                return String(decoding: try Renderer().svgData(of: try screen.scene(of: layout)), as: UTF8.self)
            } catch {
                return DrawingFailure.textMarker("Mosaic could not draw the snapshot: \(error)")
            }
        }
    }
}
