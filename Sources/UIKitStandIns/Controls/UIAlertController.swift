import Foundation

/// A stand-in for UIKit's `UIAlertAction`: a button of an alert; stored, never performed.
@preconcurrency @MainActor
open class UIAlertAction {
    /// How an alert action looks.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// A stand-in for UIKit's `UIAlertController`: an alert or action sheet's title, message,
/// actions and text fields. Presenting it shows nothing (a still image has no presentations).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert
    }

    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    public private(set) var textFields: [UITextField]?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) { return nil }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field, configured now by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}
