import Foundation

/// A stand-in for UIKit's `UIDevice`: an iPhone running iOS 18, as the renderer's default
/// canvas is (the canvas, not this, decides what is drawn).
@preconcurrency @MainActor
open class UIDevice {
    /// The device the code runs on.
    public static let current = UIDevice()

    /// Portrait, landscape or face up; stored only.
    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }

    open var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    open var name = "iPhone"
    open var model = "iPhone"
    open var localizedModel = "iPhone"
    open var systemName = "iOS"
    open var systemVersion = "18.0"
    open var orientation: Orientation = .portrait
    open var identifierForVendor: UUID? = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
}

/// A stand-in for UIKit's `UIScreen`: an iPhone 15's screen (393 x 852 points at 3x),
/// as the default canvas.
@preconcurrency @MainActor
open class UIScreen {
    /// The main screen.
    public static let main = UIScreen()

    open var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    open var scale: CGFloat = 3
    open var nativeScale: CGFloat { scale }
    open var traitCollection = UITraitCollection()
}

/// A stand-in for UIKit's `UIFontMetrics`: scales fonts and values for Dynamic Type. Text is
/// drawn in the renderer's styles, so fonts and values come back as given (the `.large`
/// text size's scale).
public struct UIFontMetrics: Sendable {
    /// Metrics for the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}

extension UIImage {
    /// A stand-in for UIKit's `UIImage.Configuration`.
    open class Configuration: @unchecked Sendable {
        public init() {}
    }

    /// How heavy an SF Symbol's strokes are.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// How large an SF Symbol is beside text.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified, small, medium, large
    }

    /// A stand-in for UIKit's `UIImage.SymbolConfiguration`: its point size (given, or its
    /// text style's or font's) and scale size the symbol's placeholder glyph; weight and
    /// colours are stored only.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public private(set) var pointSize: CGFloat?
        public private(set) var weight: SymbolWeight = .unspecified
        public private(set) var scale: SymbolScale = .unspecified
        public private(set) var textStyle: UIFont.TextStyle?
        public private(set) var colors: [UIColor] = []

        public static let unspecified = SymbolConfiguration()

        public override init() {}
        public convenience init(pointSize: CGFloat) {
            self.init()
            self.pointSize = pointSize
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize)
            self.weight = weight
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }
        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }
        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            self.textStyle = textStyle
        }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(textStyle: textStyle)
            self.scale = scale
        }
        public convenience init(font: UIFont) {
            self.init()
            pointSize = font.pointSize
        }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(font: font)
            self.scale = scale
        }
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            colors = [hierarchicalColor]
        }
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            colors = paletteColors
        }
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration() }
        public static func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration() }

        /// This configuration with `configuration`'s settings on top.
        public func applying(_ configuration: Configuration?) -> SymbolConfiguration {
            guard let other = configuration as? SymbolConfiguration else { return self }
            let merged = SymbolConfiguration()
            merged.pointSize = other.pointSize ?? pointSize
            merged.weight = other.weight == .unspecified ? weight : other.weight
            merged.scale = other.scale == .unspecified ? scale : other.scale
            merged.textStyle = other.textStyle ?? textStyle
            merged.colors = other.colors.isEmpty ? colors : other.colors
            return merged
        }
    }

    /// The SF Symbol `name`, sized by `configuration` when it is a symbol configuration.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let sizing = Self.symbolSizing(of: configuration)
        self.init(symbolName: name, pointSize: sizing.pointSize, scale: sizing.scale)
    }

    /// The same image, sized by `configuration` when it is a symbol configuration.
    public func withConfiguration(_ configuration: Configuration) -> UIImage { sized(by: configuration) }

    /// The same image, sized by `configuration`.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        sized(by: configuration)
    }

    /// This image with a symbol configuration's point size and scale.
    func sized(by configuration: Configuration?) -> UIImage {
        let sizing = Self.symbolSizing(of: configuration)
        return withSymbolSizing(pointSize: sizing.pointSize, scale: sizing.scale)
    }

    /// The point size (given, or its text style's) and scale factor a symbol configuration
    /// gives; `nil` for what it leaves unspecified.
    package static func symbolSizing(of configuration: Configuration?) -> (pointSize: CGFloat?, scale: CGFloat?) {
        guard let symbol = configuration as? SymbolConfiguration else { return (nil, nil) }
        let pointSize = symbol.pointSize ?? symbol.textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize }
        return (pointSize, symbol.scale.factor)
    }
}

extension UIImage.SymbolConfiguration: Hashable {
    public static func == (lhs: UIImage.SymbolConfiguration, rhs: UIImage.SymbolConfiguration) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale
            && lhs.textStyle == rhs.textStyle && lhs.colors == rhs.colors
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(scale)
    }
}

extension UIImage.SymbolScale {
    /// How much larger than the medium scale a symbol of this scale is drawn: an
    /// approximation of SF Symbols' small and large variants (about a fifth smaller and
    /// nearly a third larger beside text of the same size); `nil` when unspecified.
    package var factor: CGFloat? {
        switch self {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        case .default, .unspecified: return nil
        }
    }
}
