import Foundation

/// One axis of an element's size: a fraction of its container, an absolute number
/// of points, or an estimate that self-sizing replaces with a measured value.
///
/// A reference type, like UIKit's, so it can be shared between sizes.
public final class NSCollectionLayoutDimension: CustomStringConvertible {
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind

    /// The number the dimension was made with: the fraction, the points, or the estimate.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// An estimate that the element's measured size replaces.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// An estimate shared by siblings: each takes the largest measured size among them.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// True for `.estimated` and `.uniformAcrossSiblings`: the axis is self-sized.
    var isSelfSizing: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

    /// The dimension as layout code writes it, e.g. `fractionalWidth(0.92)`.
    public var description: String {
        let number = Self.format(dimension)
        switch kind {
        case .fractionalWidth: return "fractionalWidth(\(number))"
        case .fractionalHeight: return "fractionalHeight(\(number))"
        case .absolute: return "absolute(\(number))"
        case .estimated: return "estimated(\(number))"
        case .uniformAcrossSiblings: return "uniformAcrossSiblings(estimate: \(number))"
        }
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

/// The width and height of an item, group or supplementary.
public final class NSCollectionLayoutSize: CustomStringConvertible {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from a width and a height dimension.
    public init(
        widthDimension width: NSCollectionLayoutDimension,
        heightDimension height: NSCollectionLayoutDimension
    ) {
        self.widthDimension = width
        self.heightDimension = height
    }

    /// `fractionalWidth(1) x absolute(44)`, for example.
    public var description: String { "\(widthDimension) x \(heightDimension)" }

    /// Whether either axis is estimated or uniform across siblings.
    var hasSelfSizingAxis: Bool { widthDimension.isSelfSizing || heightDimension.isSelfSizing }

    /// `size` with each self-sizing axis replaced by the `measured` one, as `accept`
    /// takes it (given the measured value, the current one and the axis' name).
    func replacingSelfSizingAxes(
        of size: CGSize, with measured: CGSize,
        accept: (CGFloat, CGFloat, String) -> CGFloat
    ) -> CGSize {
        var result = size
        if widthDimension.isSelfSizing { result.width = accept(measured.width, size.width, "width") }
        if heightDimension.isSelfSizing { result.height = accept(measured.height, size.height, "height") }
        return result
    }
}
