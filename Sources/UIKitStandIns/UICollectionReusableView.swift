import Foundation

/// A stand-in for UIKit's `UICollectionReusableView`, the base of cells and supplementary
/// views. Mosaic makes one with the registered class's `init(frame:)` whenever a data
/// source dequeues it (there is no reuse), and the renderer reads what the configuring
/// code set on it.
open class UICollectionReusableView: UIView {
    /// The identifier the view's class was registered with.
    public internal(set) var reuseIdentifier: String?

    /// Never called: Mosaic does not reuse views.
    open func prepareForReuse() {}

    /// Never called by Mosaic.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    /// Never called: Mosaic sizes self-sizing elements by measuring their text, not by asking
    /// the view (an override that returns other attributes changes nothing).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes { layoutAttributes }
}

/// A stand-in for UIKit's `UICollectionViewCell`.
///
/// The renderer draws a cell's ``contentConfiguration`` when it is a
/// ``UIListContentConfiguration`` (its text, secondary text and image) and fills the cell
/// with ``backgroundConfiguration``'s colour, else `backgroundColor`, else
/// ``contentView``'s. Without a configuration it draws the first two labels and the image
/// views added to ``contentView``; outside lists, where the cell's layout puts them.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view cells put their content in; its background colour is drawn.
    public let contentView = UIView(frame: .zero)
    /// What the cell shows (see ``UIListContentConfiguration``).
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The cell's fill.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// A view behind the content view: its fill, corners and border are the cell's.
    open var backgroundView: UIView?
    /// Shown when the cell is selected; stored only, as cells are drawn at rest.
    open var selectedBackgroundView: UIView?
    /// Stored only.
    open var isSelected = false
    /// Stored only.
    open var isHighlighted = false
    /// Stored only.
    open var automaticallyUpdatesContentConfiguration = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { return nil }

    /// A list cell's default content: ``UIListContentConfiguration/cell()``.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Updates the cell's configurations for a state, as UIKit's `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) ->
        Void

    /// Called with the cell and its state whenever its configuration is updated (before it is
    /// drawn, and on ``setNeedsUpdateConfiguration()``).
    open var configurationUpdateHandler: ConfigurationUpdateHandler?

    /// The cell's state: its traits, ``isSelected`` and ``isHighlighted``; at rest otherwise.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Updates the configuration now: ``updateConfiguration(using:)``, then
    /// ``configurationUpdateHandler``. The renderer does this before reading a cell, as UIKit
    /// does before showing one.
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Override to set the cell's configurations for `state`.
    open func updateConfiguration(using state: UICellConfigurationState) {}
}

/// A stand-in for UIKit's `UICollectionViewListCell`: a cell with ``accessories`` (drawn,
/// see ``UICellAccessory``) and an indentation (stored only).
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories at the cell's edges.
    open var accessories: [UICellAccessory] = []
    /// Stored only.
    open var indentationLevel = 0
    /// Stored only.
    open var indentationWidth: CGFloat = 10
    /// The guide a list's separator lines up with; constraints tied to it are kept but do
    /// not move the separator (the renderer draws separators from the list configuration).
    public private(set) lazy var separatorLayoutGuide: UILayoutGuide = {
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        return guide
    }()
}
