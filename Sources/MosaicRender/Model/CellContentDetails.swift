import MosaicCairo

/// The fields of ``CellContent`` that most cells leave at their defaults: images,
/// shapes, list-row extras and text options. ``CellContent`` keeps them out of line.
struct CellContentDetails: Sendable, Equatable {
    var imagePath: String? = nil
    var shape: CellShape? = nil
    var style: CellContent.Style = .subtitle
    var accessories: [CellAccessory] = []
    var icon: CellIcon? = nil
    var artwork: Artwork? = nil
    var imagePlacement: ImagePlacement? = nil
    var titleText = TextOptions()
    var subtitleText = TextOptions()
    var padding: CellPadding? = nil
    var detail: String? = nil
    var badgeColor: Color? = nil
}

/// Holds a cell's ``CellContentDetails``, immutably: setting a field makes a new box,
/// so copies of a cell share one box until one of them changes.
final class CellContentDetailsBox: Sendable, Equatable {
    let details: CellContentDetails

    init(_ details: CellContentDetails) {
        self.details = details
    }

    static func == (lhs: CellContentDetailsBox, rhs: CellContentDetailsBox) -> Bool {
        lhs === rhs || lhs.details == rhs.details
    }
}
