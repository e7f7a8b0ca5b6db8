import Foundation

/// A stand-in for UIKit's `UIControl`: a view that sends actions. Actions added with
/// ``addAction(_:for:)`` are stored and never sent: a still image has no touches.
/// Target-action (`addTarget(_:action:for:)`) needs Objective-C selectors; see
/// Docs/pasting-screens.md for wrapping it in `#if canImport(ObjectiveC)`.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// What happened to a control.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Self(rawValue: 1 << 0)
        public static let touchUpInside = Self(rawValue: 1 << 6)
        public static let valueChanged = Self(rawValue: 1 << 12)
        public static let primaryActionTriggered = Self(rawValue: 1 << 13)
        public static let menuActionTriggered = Self(rawValue: 1 << 14)
        public static let editingChanged = Self(rawValue: 1 << 17)
        public static let allEvents = Self(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, for per-state titles and images.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: Self = []
        public static let highlighted = Self(rawValue: 1 << 0)
        public static let disabled = Self(rawValue: 1 << 1)
        public static let selected = Self(rawValue: 1 << 2)
        public static let focused = Self(rawValue: 1 << 3)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// The actions added, with the events they were added for.
    public private(set) var actions: [(action: UIAction, events: Event)] = []

    /// A control made with `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Stores `action` for `events`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Removes `action`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action }
    }

    /// Does nothing: actions are never sent.
    open func sendActions(for controlEvents: Event) {}
}

/// A stand-in for UIKit's `UIRefreshControl`: stored (the spinner is not drawn).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    public convenience init() { self.init(frame: .zero) }

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

/// A stand-in for UIKit's `UISegmentedControl`: its segments and selection, stored only.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// No segment is selected.
    public static let noSegment = -1

    private var titles: [String?] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var selectedSegmentTintColor: UIColor?
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false

    /// A control with a segment for each `String` (a title) or `UIImage` in `items`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(0, segment), titles.count))
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        titles.insert(nil, at: min(max(0, segment), titles.count))
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        titles.insert(action.title, at: min(max(0, segment), titles.count))
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        if titles.indices.contains(segment) { titles.remove(at: segment) }
    }

    open func removeAllSegments() { titles = [] }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }

    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {}
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}

    /// A segmented control is 32 points tall, as on iOS; it has no width of its own here.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 32) }
}

/// A stand-in for UIKit's `UISwitch`: stored only.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
