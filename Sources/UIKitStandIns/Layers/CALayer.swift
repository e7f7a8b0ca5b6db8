import Foundation

/// Which corners a layer's `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = Self(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = Self(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = Self(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = Self(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = Self(rawValue: "circular")
    public static let continuous = Self(rawValue: "continuous")
}

/// A stand-in for Core Animation's `CALayer`: the look of a view's rectangle (corners,
/// border, shadow, fill). Every property is stored, and nothing is drawn from it yet.
/// Nonisolated, as Core Animation's layers are.
open class CALayer {
    open var frame: CGRect = .zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var position: CGPoint = .zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner,
        .layerMinXMaxYCorner, .layerMaxXMaxYCorner
    ]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = .black
    open var backgroundColor: CGColor?
    open var masksToBounds = false
    open var opacity: Float = 1
    open var isHidden = false
    open var shadowColor: CGColor? = .black
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var name: String?
    open var mask: CALayer?

    /// The layers inside this one, back to front.
    public private(set) var sublayers: [CALayer]?
    /// The layer this one is inside.
    public private(set) weak var superlayer: CALayer?

    public init() {}

    /// A copy of `layer`'s properties, as Core Animation's `init(layer:)`.
    public init(layer: Any) {}

    /// Adds `layer` on top of the sublayers.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts `layer` at `index` among the sublayers.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        sublayers = layers
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } }.map { $0 + 1 }
        insertSublayer(layer, at: UInt32(index ?? sublayers?.count ?? 0))
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// Does nothing: there is no layout pass for layers.
    open func setNeedsLayout() {}
    /// Does nothing.
    open func layoutSublayers() {}
    /// Does nothing.
    open func setNeedsDisplay() {}
}

/// The shape of a gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = Self(rawValue: "axial")
    public static let radial = Self(rawValue: "radial")
    public static let conic = Self(rawValue: "conic")
}

/// A stand-in for Core Animation's `CAGradientLayer`: stored, not drawn yet.
open class CAGradientLayer: CALayer {
    /// The colours, `CGColor`s as in Core Animation (`[UIColor.red.cgColor, ...]`).
    open var colors: [Any]?
    /// Where each colour sits, 0 to 1; `nil` spreads them evenly.
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    /// The ``colors`` that are `CGColor`s, in order.
    public var cgColors: [CGColor] { (colors ?? []).compactMap { $0 as? CGColor } }
}
