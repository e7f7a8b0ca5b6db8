import Foundation

/// Insets of zero on every edge, as AppKit spells them: AppKit's Swift interface has
/// the global constant where UIKit's has `NSDirectionalEdgeInsets.zero`.
///
/// AppKit's absolute insets, `NSEdgeInsets` and `NSEdgeInsetsZero`, come from
/// Foundation on every platform, so they need nothing here.
public let NSDirectionalEdgeInsetsZero = NSDirectionalEdgeInsets.zero
