import Foundation

/// A stand-in for UIKit's `UIConfigurationColorTransformer`: a function from one colour to
/// another, which a background configuration applies to its fill or stroke (Mastodon's
/// search history, for one, picks a cell's fill by its state in one).
///
/// Two transformers are equal when they are the same value (copies of one), as closures have
/// no equality of their own.
public struct UIConfigurationColorTransformer: Hashable {
    private final class Function {
        let transform: (UIColor) -> UIColor
        init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    }

    private let function: Function

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) { function = Function(transform) }

    /// The transformed colour.
    public func callAsFunction(_ input: UIColor) -> UIColor { function.transform(input) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.function === rhs.function }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(function)) }
}
