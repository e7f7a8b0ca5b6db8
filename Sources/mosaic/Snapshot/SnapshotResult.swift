import Foundation
import MosaicFrames

/// What `mosaic snapshot` found for one file in one variant.
struct SnapshotResult {
    enum Status: String, CaseIterable {
        /// Same pixels (or a tolerated difference under other library versions) and same frames.
        case passed
        /// Pixels or frames differ from the reference.
        case changed
        /// No reference yet.
        case new
        /// The file could not be read or drawn, or its reference could not be read.
        case failed
    }

    var file: String
    var fileName: String
    var variant: String
    var status: Status
    /// Whether the reference was (re)written in this run.
    var recorded = false
    /// What a person should read: the pixel comparison, an error.
    var message = ""
    /// The element changes, for changed cases with a frames reference.
    var frameDiff: FrameDiff?
    /// Which comparison applied and why (``SnapshotVerdict/reason``); empty without a reference.
    var comparison = ""
    /// What elements draw differently (``DrawnContentDiff``), compared across library versions.
    var contentChanges: [String] = []
    /// Whether the pixels differ (false when only frames moved without a visible change).
    var pixelsDiffer = false
    /// For a drawing change, the elements the changed pixels are on.
    var changedPixels: ChangedPixels?
    /// The device scale (pixels a point), to draw outlines on the images.
    var scale: Double = 1
    /// The content coordinates at the images' top-left corner (the scroll position: a
    /// safe area or content inset moves the content down the screen).
    var origin: (x: Double, y: Double) = (0, 0)
    /// Report images beside the report, relative to it.
    var images = ReportImages()
    var seconds: Double = 0

    struct ReportImages {
        var reference: ReportImage?
        var actual: ReportImage?
        var diff: ReportImage?
    }

    /// An image written beside the report: its path relative to the report and its pixel size.
    struct ReportImage {
        var path: String
        var width: Int
        var height: Int
    }

    /// `grid [iphone-15-dark]`.
    var title: String { "\(fileName) [\(variant)]" }

    /// Whether the run fails because of this case.
    var fails: Bool {
        switch status {
        case .passed: return false
        case .changed, .new: return !recorded
        case .failed: return true
        }
    }

    /// A drawing change: pixels differ, every frame is where it was.
    var isDrawingChangeOnly: Bool { status == .changed && pixelsDiffer && (frameDiff?.isEmpty ?? false) }
}
