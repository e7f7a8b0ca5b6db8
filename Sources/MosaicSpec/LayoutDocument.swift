import CompositionalLayout
import Foundation
import MosaicContent

/// A decoded layout file: what to draw on (the canvas), how to lay it out (a
/// factory of compositional layouts), how many items each section has, and
/// what the cells and headers show.
///
/// ```swift
/// let document = try LayoutDocument(contentsOf: URL(fileURLWithPath: "Samples/grid.yaml"))
/// let collectionView = document.makeCollectionView()
/// let frame = collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
/// ```
///
/// Decoding reports every mistake at once, as ``SpecErrors``.
public struct LayoutDocument: Sendable {
    /// The file's `title:`, if any.
    public var title: String?
    /// The file's `description:`, if any: what the layout shows, in a sentence or two (a
    /// figure's caption and alt text).
    public var description: String?
    /// The file name used in messages (as given, or `<input>`).
    public var file: String
    /// The viewport, traits, scroll state and presentation.
    public var canvas: Canvas
    /// Items per section, one entry per section (after `repeat`).
    public var itemCounts: [Int]
    /// Each section's `name:`, if it has one.
    public var sectionNames: [String?]
    /// What the cells, headers and footers show.
    public var content: LayoutContent
    /// What decodes but does nothing, or looks like a slip (an absolute width of 1 among
    /// fractional ones), each at its line and column; `mosaic check --strict` fails on them.
    public var warnings: [SpecError] = []
    /// Where each section's `content:` cells are written, for messages about them.
    var cellPositions: [[Position?]] = []

    /// A warning about the cell at `indexPath`, at the line and column of its `content:`
    /// entry (the file alone when the cell has none, e.g. a placeholder cell).
    public func warning(_ message: String, aboutCell indexPath: IndexPath, hint: String? = nil) -> SpecError {
        let section = indexPath.count > 0 ? indexPath[0] : 0
        let item = indexPath.count > 1 ? indexPath[1] : 0
        let position =
            cellPositions.indices.contains(section) && cellPositions[section].indices.contains(item)
            ? cellPositions[section][item] : nil
        let name = sectionNames.indices.contains(section) ? sectionNames[section] : nil
        let cell = "cell \(item) of " + (name.map { "section '\($0)'" } ?? "section \(section)")
        var warning = SpecError(
            file: file, line: position?.line ?? 0, column: position?.column ?? 0,
            message: "\(cell): \(message)", hint: hint)
        warning.isWarning = true
        return warning
    }

    /// Where each section's headers and footers are written, by element kind.
    var boundaryPositions: [[String: Position]] = []
    /// Where the layout's own headers and footers are written, by element kind.
    var globalBoundaryPositions: [String: Position] = [:]

    /// A warning about the header, footer or other boundary item of `kind` in `section` (the
    /// layout's own when nil), at the line and column of its `header:`, `footer:` or
    /// `boundaryItems` entry (the `canvas:` when the file writes none, e.g. a list's header).
    public func warning(
        _ message: String, aboutSupplementary kind: String, section: Int?, hint: String? = nil
    ) -> SpecError {
        let position: Position?
        let owner: String
        if let section {
            position = boundaryPositions.indices.contains(section) ? boundaryPositions[section][kind] : nil
            let name = sectionNames.indices.contains(section) ? sectionNames[section] : nil
            owner = name.map { "section '\($0)'" } ?? "section \(section)"
        } else {
            position = globalBoundaryPositions[kind]
            owner = "layout"
        }
        var warning = SpecError(
            file: file, line: position?.line ?? canvasPosition.line, column: position?.column ?? canvasPosition.column,
            message: "\(owner): \(message)", hint: hint)
        warning.isWarning = true
        return warning
    }

    /// Where each key of the file's `canvas:` is written (`navigationBar`, `tabBar`, ...).
    var canvasKeyPositions: [String: Position] = [:]

    /// A warning about what the `canvas:` key `key` draws (a bar), at that key's line and
    /// column (the `canvas:` when the file does not write it).
    public func warning(_ message: String, aboutCanvasKey key: String, hint: String? = nil) -> SpecError {
        let position = canvasKeyPositions[key]
        var warning = SpecError(
            file: file, line: position?.line ?? canvasPosition.line, column: position?.column ?? canvasPosition.column,
            message: message, hint: hint)
        warning.isWarning = true
        return warning
    }

    /// Where the file's `canvas:` is (line and column from 1; the file's start when it has
    /// none), for errors about the page as a whole, such as its size.
    public internal(set) var canvasPosition = (line: 1, column: 1)

    /// Where each image file (by its absolute path) is first named in the file.
    public internal(set) var imagePositions: [String: (line: Int, column: Int)] = [:]

    let factory: LayoutFactory

    /// Whether any section scrolls sideways (in its base layout or a variant); without one,
    /// the `unroll` and `filmstrip` presentations draw the plain page.
    public var hasOrthogonalSections: Bool { factory.sections.contains { $0.isOrthogonal } }

    init(
        title: String?, file: String, canvas: Canvas, itemCounts: [Int], sectionNames: [String?],
        content: LayoutContent, factory: LayoutFactory
    ) {
        self.title = title
        self.file = file
        self.canvas = canvas
        self.itemCounts = itemCounts
        self.sectionNames = sectionNames
        self.content = content
        self.factory = factory
    }

    // MARK: Loading

    /// What a command line names standard input: `-`.
    public static let standardInputPath = "-"

    /// A path as messages name it: as given, or `<stdin>` for ``standardInputPath``.
    public static func label(ofPath path: String) -> String {
        path == standardInputPath ? "<stdin>" : path
    }

    /// Decodes the layout file at `path`, or standard input when `path` is ``standardInputPath``
    /// (named `<stdin>` in messages, its image paths relative to the current directory).
    /// Pipes and FIFOs read as files do.
    ///
    /// - Throws: ``SpecErrors`` listing every mistake, with line and column.
    public init(path: String, limits: DocumentLimits = .standard) throws {
        guard path == Self.standardInputPath else {
            try self.init(contentsOf: URL(fileURLWithPath: path), limits: limits)
            return
        }
        let name = Self.label(ofPath: path)
        try self.init(
            yaml: try Self.text(atPath: path, file: name, limits: limits), file: name, baseDirectory: nil,
            limits: limits)
    }

    /// Decodes a layout file (YAML or JSON). Image paths are relative to the file's folder.
    ///
    /// - Throws: ``SpecErrors`` listing every mistake, with line and column.
    public init(contentsOf url: URL, limits: DocumentLimits = .standard) throws {
        let name = url.isFileURL ? url.relativePath : url.absoluteString
        try self.init(
            yaml: try Self.text(atPath: url.path, file: name, limits: limits), file: name,
            baseDirectory: url.deletingLastPathComponent(), limits: limits)
    }

    /// The UTF-8 text of the file at `path` (standard input for ``standardInputPath``), of at most
    /// the limits' ``DocumentLimits/maximumFileBytes``; what goes wrong as ``SpecErrors`` about `file`.
    private static func text(atPath path: String, file: String, limits: DocumentLimits) throws -> String {
        let bytes: [UInt8]
        let limit = limits.maximumFileBytes
        do {
            bytes =
                try path == standardInputPath
                ? InputFile.bytes(of: 0, limit: limit)
                : InputFile.bytes(atPath: path, limit: limit)
        } catch {
            throw SpecErrors([
                SpecError(
                    file: file, line: 0, column: 0, message: "cannot read the file: \(error.reason)",
                    hint: error.hint)
            ])
        }
        guard let text = String(data: Data(bytes), encoding: .utf8) else {
            throw SpecErrors([
                SpecError(
                    file: file, line: 0, column: 0, message: "the file is not UTF-8 text",
                    hint: "save it as UTF-8")
            ])
        }
        return text
    }

    /// Decodes a layout from text (YAML or JSON).
    ///
    /// - Parameters:
    ///   - yaml: the file's text.
    ///   - file: the name used in error messages.
    ///   - baseDirectory: the folder image paths are relative to (the current directory when nil).
    ///   - limits: how much the file may ask for (see ``DocumentLimits``).
    /// - Throws: ``SpecErrors`` listing every mistake, with line and column.
    public init(
        yaml: String, file: String = "<input>", baseDirectory: URL? = nil,
        limits: DocumentLimits = .standard
    ) throws {
        let base = baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        switch DocumentDecoder(file: file, baseDirectory: base, limits: limits).decode(yaml) {
        case .success(let document): self = document
        case .failure(let errors): throw errors
        }
    }

    /// Checks a layout file without keeping the result: the mistakes, or an empty list.
    public static func check(contentsOf url: URL, limits: DocumentLimits = .standard) -> [SpecError] {
        do {
            _ = try LayoutDocument(contentsOf: url, limits: limits)
            return []
        } catch let errors as SpecErrors {
            return errors.errors
        } catch {
            return [SpecError(file: url.path, line: 0, column: 0, message: "\(error)")]
        }
    }

    /// An error about the page as a whole, placed at the file's `canvas:`.
    public func canvasError(_ message: String, hint: String? = nil) -> SpecError {
        SpecError(file: file, line: canvasPosition.line, column: canvasPosition.column, message: message, hint: hint)
    }

    /// An error about what the `canvas:` key `key` says (a command-line option that does not
    /// fit its `device`, say), at that key's line and column (the `canvas:` when the file does
    /// not write it).
    public func canvasError(_ message: String, aboutKey key: String, hint: String? = nil) -> SpecError {
        let position = canvasKeyPositions[key]
        return SpecError(
            file: file, line: position?.line ?? canvasPosition.line, column: position?.column ?? canvasPosition.column,
            message: message, hint: hint)
    }

    /// Whether the file's `canvas:` writes `key`.
    public func writesCanvasKey(_ key: String) -> Bool { canvasKeyPositions[key] != nil }

    /// An error about an image file found only when drawing (it cannot be decoded),
    /// placed where the file first names it; `nil` for a path the file does not name.
    public func imageError(path: String, message: String) -> SpecError? {
        guard let position = imagePositions[path] else { return nil }
        return SpecError(
            file: file, line: position.line, column: position.column, message: message,
            hint: "check that it opens in an image viewer, or export it again")
    }

    // MARK: Building

    /// The number of sections.
    public var numberOfSections: Int { itemCounts.count }

    /// A new compositional layout for the file, made with UIKit's API only (a
    /// section provider and a configuration). Each call builds fresh objects.
    public func makeLayout() -> UICollectionViewCompositionalLayout {
        factory.makeLayout()
    }

    /// A headless collection view set up as the canvas says (frame, safe area,
    /// content inset, traits (display scale, layout direction, size class, appearance,
    /// text size: `Canvas.traitCollection`), the scroll
    /// offset from the top rest position, orthogonal sections' offsets) with the
    /// file's item counts and a fresh layout attached.
    ///
    /// - Parameter canvas: a canvas to use instead of the file's (e.g. a device from the command line).
    @preconcurrency @MainActor
    public func makeCollectionView(canvas: Canvas? = nil) -> UICollectionView {
        let canvas = canvas ?? self.canvas
        let collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: canvas.size),
            collectionViewLayout: makeLayout())
        collectionView.safeAreaInsets = canvas.effectiveSafeArea
        collectionView.contentInset = canvas.contentInset
        collectionView.numberOfItemsInSection = itemCounts
        // The canvas' offset is measured from the rest position the insets give.
        let rest = collectionView.contentOffset
        collectionView.contentOffset = CGPoint(x: rest.x + canvas.contentOffset.x, y: rest.y + canvas.contentOffset.y)
        collectionView.orthogonalScrollOffsets = canvas.orthogonalOffsets
        collectionView.traitCollection = canvas.traitCollection
        return collectionView
    }

    /// What ``makeCollectionView(canvas:)`` makes, without the view: the layout host the
    /// command-line tool lays the file out in off the main actor.
    package func makeLayoutHost(canvas: Canvas? = nil) -> CollectionLayoutHost {
        let canvas = canvas ?? self.canvas
        let host = CollectionLayoutHost(size: canvas.size, layout: makeLayout())
        host.safeAreaInsets = canvas.effectiveSafeArea
        host.contentInset = canvas.contentInset
        host.numberOfItemsInSection = itemCounts
        let rest = host.contentOffset
        host.contentOffset = CGPoint(x: rest.x + canvas.contentOffset.x, y: rest.y + canvas.contentOffset.y)
        host.orthogonalScrollOffsets = canvas.orthogonalOffsets
        host.traitCollection = canvas.traitCollection
        return host
    }
}

/// Builds compositional layouts from the decoded specs.
struct LayoutFactory: Sendable {
    let configuration: ConfigurationSpec
    let sections: [AdaptiveSectionSpec]

    func makeLayout() -> UICollectionViewCompositionalLayout {
        let sections = self.sections
        return UICollectionViewCompositionalLayout(
            sectionProvider: { index, environment in
                guard sections.indices.contains(index) else { return nil }
                return sections[index].make(environment: environment)
            }, configuration: configuration.make())
    }
}
