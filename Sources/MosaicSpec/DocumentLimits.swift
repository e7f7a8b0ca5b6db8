import Foundation
import MosaicContent

/// How much a layout file may ask for. Past a limit, decoding stops with an error at the
/// place that crosses it, instead of Mosaic running out of stack, memory or time.
///
/// The defaults are far beyond any layout a person writes or a script sensibly generates
/// (the largest sample nests 12 deep and holds a few hundred cells), and low enough that
/// a file at every limit at once still decodes in well under a second and a few hundred
/// megabytes. `mosaic render --max-elements` raises ``maximumElements``; the others guard
/// the program itself and have no option.
public struct DocumentLimits: Sendable, Equatable {
    /// How many bytes a layout file may have (default 64 MiB; a file of a million values,
    /// ``maximumNodes``, takes about 20 MB). Reading stops there, so an endless input
    /// (`/dev/zero`, a pipe that never closes) is refused instead of filling memory.
    public var maximumFileBytes: Int
    /// How deeply YAML lists and mappings may nest (default 64). Composing and decoding
    /// recurse once per level; 64 levels fit the 512 KiB stack of a worker thread with
    /// room to spare, and a layout needs about 2 per group level plus 6.
    public var maximumNesting: Int
    /// How many values (scalars, lists, mappings) the file may stand for once YAML aliases
    /// are expanded (default 1,000,000), which stops alias bombs: `*a` repeats all of
    /// anchor `a`, and aliases of aliases multiply.
    public var maximumNodes: Int
    /// How many YAML aliases (`*name`) the file may have (default 1,000; the samples have
    /// none, a file that merges a shared section into every section a few dozen). Anchors
    /// whose values alias each other chain up to ``maximumNesting`` levels per alias, and
    /// composing frees such a chain one call per level when the file turns out to be wrong.
    public var maximumAliases: Int
    /// How long one value may be, in UTF-8 bytes (default 10,000): titles and texts are
    /// shaped and measured whole, and a paragraph of 10,000 bytes is already far longer
    /// than anything a cell shows.
    public var maximumValueLength: Int
    /// How deeply groups may nest, inline or through names (default 16; UIKit sets no
    /// limit, but real layouts nest 2 to 4 deep).
    public var maximumGroupNesting: Int
    /// How many cells one group may hold (default 100,000), nested counts multiplied:
    /// the engine lays out one copy of each group as a template.
    public var maximumCellsPerGroup: Int
    /// How many cells all sections together may have, after `repeat` (default 2,000,000:
    /// twice the engine benchmark's largest layout).
    public var maximumElements: Int

    /// How many pixels an image file may have, as its PNG or JPEG header says (default and
    /// most `ImageFile.maximumPixels`, 64,000,000: a 48-megapixel camera photo fits;
    /// decoded, that is 256 MB, so a header claiming 30,000 x 30,000 is refused before
    /// decoding instead of taking 3.6 GB). Lower it to refuse smaller images.
    public var maximumImagePixels: Int
    /// Folders besides the layout file's own that images may come from (`--allow-path`).
    /// An image path that resolves, after symlinks, outside all of them is refused.
    public var allowedImageFolders: [URL]

    /// Makes limits; the defaults are ``standard``'s.
    public init(
        maximumFileBytes: Int = 64 << 20, maximumNesting: Int = 64, maximumNodes: Int = 1_000_000,
        maximumAliases: Int = 1_000, maximumValueLength: Int = 10_000,
        maximumGroupNesting: Int = 16, maximumCellsPerGroup: Int = 100_000,
        maximumElements: Int = 2_000_000, maximumImagePixels: Int = ImageFile.maximumPixels,
        allowedImageFolders: [URL] = []
    ) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumImagePixels = maximumImagePixels
        self.allowedImageFolders = allowedImageFolders
        self.maximumNesting = maximumNesting
        self.maximumNodes = maximumNodes
        self.maximumAliases = maximumAliases
        self.maximumValueLength = maximumValueLength
        self.maximumGroupNesting = maximumGroupNesting
        self.maximumCellsPerGroup = maximumCellsPerGroup
        self.maximumElements = maximumElements
    }

    /// The default limits.
    public static let standard = DocumentLimits()
}
