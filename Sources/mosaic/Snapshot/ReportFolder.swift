import Foundation
import MosaicCairo

/// The folder `--report` writes into, which must be the report's own: a new or empty
/// folder, or one a report was written into before, recognised by the marker file left
/// there. Only in such a folder does a run replace `index.html` and remove `images/` (the
/// images of an earlier run would sit beside this run's report unexplained); anything else
/// in it is left alone.
struct ReportFolder {
    /// The folder as the user named it.
    var path: String
    var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The marker's name.
    static let markerName = ".mosaic-report"

    var marker: URL { url.appendingPathComponent(Self.markerName) }

    /// Fails, saying why, unless the folder is new, empty, or marked as a report's; also
    /// when it is, holds or lies inside the references folder.
    func checkOwned(references: String) throws {
        let report = url.resolvingSymlinksInPath().path
        let refs = URL(fileURLWithPath: references, isDirectory: true).resolvingSymlinksInPath().path
        if report == refs || report.hasPrefix(refs + "/") || refs.hasPrefix(report + "/") {
            throw SnapshotError(
                "--report \(path) and --references \(references) overlap: "
                    + "give the report a folder of its own")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw SnapshotError("--report \(path) is a file, not a folder.") }
        if FileManager.default.fileExists(atPath: marker.path) { return }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        guard contents.isEmpty else {
            throw SnapshotError(
                "--report \(path) is a folder mosaic snapshot did not make (it has no "
                    + "\(Self.markerName) file) and it is not empty: give a new or empty folder, so that no file "
                    + "of yours is replaced or removed")
        }
    }

    /// Makes the folder and marks it as the report's, and removes the images of an earlier report.
    func prepare() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try AtomicFile.write(
            Data(
                """
                This folder holds a report of mosaic snapshot: each run replaces index.html and images/.

                """.utf8), to: marker)
        let images = url.appendingPathComponent("images")
        if (try? FileManager.default.attributesOfItem(atPath: images.path)[.type] as? FileAttributeType)
            == .typeSymbolicLink
        {
            throw SnapshotError(
                "\(images.path) is a symbolic link: the report writes its images only into its own folder")
        }
        try? FileManager.default.removeItem(at: images)
    }
}
