import Foundation

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
    var badgeColor: ThemedColor? = nil
    var supplementaryText: [String: String] = [:]
    var overline: String? = nil
    var footnote: String? = nil
    var titleRuns: [TextRun]? = nil
    var subtitleRuns: [TextRun]? = nil
    var border: Border? = nil
    var shadow: Shadow? = nil
    var appearance: ViewAppearance? = nil
    var placedImages: [PlacedImage] = []
    var placedButtons: [PlacedButton] = []
    var placedBoxes: [PlacedBox] = []
    var placedLabels: [PlacedLabel] = []
    var titleFrame: CGRect? = nil
    var subtitleFrame: CGRect? = nil
}

/// Holds a cell's ``CellContentDetails``, immutably: setting a field makes a new box, so
/// copies of a cell share one box until one of them changes. Boxes are equal when their
/// details are.
final class CellContentDetailsBox: Sendable, Equatable {
    /// The box of every cell that sets none of the details.
    static let defaults = CellContentDetailsBox(CellContentDetails())

    let value: CellContentDetails

    private init(_ value: CellContentDetails) {
        self.value = value
    }

    /// A box holding `value`: the shared ``defaults`` when every field has its default.
    static func holding(_ value: CellContentDetails) -> CellContentDetailsBox {
        value == defaults.value ? defaults : CellContentDetailsBox(value)
    }

    /// A box with one field changed.
    func with<Field>(_ field: WritableKeyPath<CellContentDetails, Field>, _ newValue: Field) -> CellContentDetailsBox {
        var changed = value
        changed[keyPath: field] = newValue
        return Self.holding(changed)
    }

    static func == (lhs: CellContentDetailsBox, rhs: CellContentDetailsBox) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}
