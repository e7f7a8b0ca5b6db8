import Foundation

/// Where one snapshot's reference and artifact files live.
///
/// References sit beside the test file: `<test dir>/References/<TestFile>/<name>.json` and
/// `<name>.png`. Artifacts (actual and diff PNGs of failing or tolerated comparisons) go to
/// `$MOSAIC_ARTIFACTS` if set, else `<package root>/Artifacts/snapshots/` (the package root
/// is the nearest directory above the test file holding `Package.swift`), named
/// `<TestFile>.<name>.actual.png` and `<TestFile>.<name>.diff.png`.
public struct SnapshotLocation: Hashable, Sendable {
    /// The snapshot's name, e.g. `testRedSquare` or `testRedSquare.dark`.
    public var name: String
    /// The reference JSON file.
    public var referenceFile: URL
    /// The reference PNG file.
    public var referenceImageFile: URL
    /// The folder for actual and diff images.
    public var artifactsDirectory: URL
    /// The test file's name without extension, prefixed to artifact names.
    public var testFileStem: String

    /// Makes a location from explicit folders.
    public init(name: String, referenceDirectory: URL, artifactsDirectory: URL, testFileStem: String) {
        self.name = name
        self.referenceFile = referenceDirectory.appendingPathComponent("\(name).json")
        self.referenceImageFile = referenceDirectory.appendingPathComponent("\(name).png")
        self.artifactsDirectory = artifactsDirectory
        self.testFileStem = testFileStem
    }

    /// The location for a test at `filePath` named `testName` (`#function`, e.g. `testFoo()`),
    /// with an optional extra `name` for several snapshots in one test.
    public init(filePath: String, testName: String, name: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let file = URL(fileURLWithPath: filePath)
        let stem = file.deletingPathExtension().lastPathComponent
        let base = testName.split(separator: "(").first.map(String.init) ?? testName
        var full = name.map { "\(base).\($0)" } ?? base
        full = String(full.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        let references = file.deletingLastPathComponent().appendingPathComponent("References")
            .appendingPathComponent(stem)
        let artifacts: URL
        if let custom = environment["MOSAIC_ARTIFACTS"], !custom.isEmpty {
            artifacts = URL(fileURLWithPath: custom)
        } else {
            artifacts = Self.packageRoot(above: file.deletingLastPathComponent())
                .appendingPathComponent("Artifacts").appendingPathComponent("snapshots")
        }
        self.init(name: full, referenceDirectory: references, artifactsDirectory: artifacts, testFileStem: stem)
    }

    /// The actual image's artifact path.
    public var actualArtifact: URL { artifactsDirectory.appendingPathComponent("\(testFileStem).\(name).actual.png") }
    /// The diff image's artifact path.
    public var diffArtifact: URL { artifactsDirectory.appendingPathComponent("\(testFileStem).\(name).diff.png") }

    static func packageRoot(above directory: URL) -> URL {
        var candidate = directory
        while candidate.path != "/" {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
                return candidate
            }
            candidate.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}
