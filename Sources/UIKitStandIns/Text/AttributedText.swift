import Foundation

/// UIKit's `NSTextAlignment` (UIKit's NSText.h): the same cases and raw values as
/// ``UILabel/Alignment``, which labels store.
public typealias NSTextAlignment = UILabel.Alignment

/// A stand-in for UIKit's `NSLineBreakMode` (UIKit's NSParagraphStyle.h; Foundation on Linux
/// has none): how a label wraps or truncates its lines. Stored only: the renderer wraps by
/// words and ends a label's last line with an ellipsis.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A stand-in for UIKit's `NSParagraphStyle`, which attributed strings carry under
/// `.paragraphStyle`: a label given attributed text takes its alignment and line breaks.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// The paragraph style of plain text.
    public static let `default` = NSParagraphStyle()

    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
}

/// A stand-in for UIKit's `NSMutableParagraphStyle`: every property settable.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
}

extension NSAttributedString.Key {
    /// The text's font, a ``UIFont`` (UIKit's NSAttributedString.h; the same raw values).
    public static let font = Self("NSFont")
    /// The text's colour, a `UIColor`.
    public static let foregroundColor = Self("NSColor")
    /// The colour behind the text, a `UIColor`.
    public static let backgroundColor = Self("NSBackgroundColor")
    /// The text's ``NSParagraphStyle``.
    public static let paragraphStyle = Self("NSParagraphStyle")
    /// Extra space between letters, in points (a number).
    public static let kern = Self("NSKern")
    /// An underline style (a number); stored only.
    public static let underlineStyle = Self("NSUnderline")
    /// A strikethrough style (a number); stored only.
    public static let strikethroughStyle = Self("NSStrikethrough")
}
