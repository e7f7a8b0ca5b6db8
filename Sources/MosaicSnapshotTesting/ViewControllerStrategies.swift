import CompositionalLayout
import MosaicFrames
import MosaicRender
import MosaicSnapshot
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == UIViewController, Format == SnapshotImage {
    /// The view controller's screen drawn as a PNG on `screen`, as the renderer draws a pasted
    /// view controller: `loadView()` and `viewDidLoad()` run on the main actor, the view is
    /// sized to the canvas and laid out, and its collection view is drawn with the counts and
    /// content its data source configures. Compared as layouts are (``Diffing/mosaicPixels(_:)``):
    /// a failure names the elements that moved.
    ///
    /// ```swift
    /// assertSnapshot(of: HomeViewController(), as: .image(LayoutScreen(device: "iphone-15")))
    /// ```
    ///
    /// - Parameter screen: the device, theme and canvas the view controller is shown on.
    /// - Parameter diffing: how pixels are compared.
    public static func image(_ screen: LayoutScreen, diffing: PixelDiffing = .standard) -> Self {
        .mosaicImage(diffing: diffing) { controller in
            try onMainActor { try SnapshotImage(drawing: try screen.scene(of: controller)) }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == UIViewController, Format == String {
    /// Every element of the view controller's collection view on `screen`, as a `FrameDump`
    /// (a `.txt` file), after `viewDidLoad()` and layout; estimated sizes stay estimates, so
    /// the snapshot is the same on every machine. A failure lists the changed elements in words.
    ///
    /// - Parameter screen: the device, theme and canvas the view controller is shown on.
    /// - Parameter tolerance: how many device pixels a coordinate may drift and still match.
    public static func frames(_ screen: LayoutScreen, tolerance: Double = 0) -> Self {
        .mosaicFrames(screen, tolerance: tolerance) { controller in
            try onMainActor { frameText(of: try screen.scene(of: controller, selfSizing: false)) }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == UICollectionView, Format == SnapshotImage {
    /// A configured collection view drawn as a PNG on `screen`: its layout, its frame (an
    /// empty one fills the canvas), and the counts and content its data source gives, drawn
    /// on the main actor. Compared as layouts are: a failure names the elements that moved.
    ///
    /// - Parameter screen: the device, theme and canvas the collection view is shown on.
    /// - Parameter diffing: how pixels are compared.
    public static func image(_ screen: LayoutScreen, diffing: PixelDiffing = .standard) -> Self {
        .mosaicImage(diffing: diffing) { collectionView in
            try onMainActor { try SnapshotImage(drawing: try screen.scene(of: collectionView)) }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == UICollectionView, Format == String {
    /// Every element of a configured collection view on `screen`, as a `FrameDump`;
    /// estimated sizes stay estimates. A failure lists the changed elements in words.
    ///
    /// - Parameter screen: the device, theme and canvas the collection view is shown on.
    /// - Parameter tolerance: how many device pixels a coordinate may drift and still match.
    public static func frames(_ screen: LayoutScreen, tolerance: Double = 0) -> Self {
        .mosaicFrames(screen, tolerance: tolerance) { collectionView in
            try onMainActor { frameText(of: try screen.scene(of: collectionView, selfSizing: false)) }
        }
    }
}

extension SnapshotTesting.Snapshotting where Format == String {
    /// A frames strategy from a function that lays the value out and dumps its frames; a thrown
    /// error is stored as an error marker that no later comparison accepts.
    static func mosaicFrames(
        _ screen: LayoutScreen, tolerance: Double,
        dump: @escaping (Value) throws -> String
    ) -> Self {
        Self(
            pathExtension: "txt",
            diffing: .refusingMarkers(.frames(tolerance: tolerance, scale: Double(screen.canvas.scale)))
        ) { value in
            do {
                return try dump(value)
            } catch {
                return DrawingFailure.textMarker("Mosaic could not lay the snapshot out: \(error)")
            }
        }
    }
}

/// Every element of `scene`'s layout as a `FrameDump` text.
func frameText(of scene: RenderScene) -> String {
    FrameDump.text(withExtendedLifetime(scene) { LayoutFrame.all(in: scene.layout) })
}
