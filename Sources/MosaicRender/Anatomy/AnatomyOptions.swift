import Foundation
import MosaicCairo

/// What an anatomy figure shows: a layout's structure (Item > Group > Section) drawn over
/// (or instead of) its content, with labels naming each part and its dimensions as written.
public struct AnatomyOptions: Sendable, Equatable {
    /// How the content under the structure is drawn.
    public enum Content: String, Sendable, CaseIterable {
        /// As it is.
        case shown
        /// Washed out, so the structure stands out (the default).
        case faded
        /// Not at all: the structure alone.
        case hidden
    }

    /// How the content under the structure is drawn.
    public var content: Content
    /// Only this section's structure; `nil` for every section. A standalone
    /// ``AnatomyFigure`` is then cropped to the section.
    public var section: Int?
    /// Only the first this-many groups of each section; `nil` for all.
    public var groupLimit: Int?
    /// Whether parts are labelled.
    public var showsLabels: Bool
    /// Colours and sizes; `nil` uses ``AnatomyStyle/standard(dark:scale:)`` for the page's appearance.
    public var style: AnatomyStyle?

    /// Makes options; every part of every section, labelled, over faded content by default.
    public init(
        content: Content = .faded, section: Int? = nil, groupLimit: Int? = nil, showsLabels: Bool = true,
        style: AnatomyStyle? = nil
    ) {
        self.content = content
        self.section = section
        self.groupLimit = groupLimit
        self.showsLabels = showsLabels
        self.style = style
    }
}

/// The colours and sizes of an anatomy figure.
public struct AnatomyStyle: Sendable, Equatable {
    /// Section outlines (dashed).
    public var section: Color
    /// Section and item contentInsets (shaded).
    public var sectionInsets: Color
    /// Item contentInsets (shaded).
    public var itemInsets: Color
    /// Group outlines by nesting depth: the section's group first, then nested groups.
    public var groups: [Color]
    /// Cell outlines.
    public var item: Color
    /// interGroupSpacing and interItemSpacing gaps (hatched).
    public var spacing: Color
    /// edgeSpacing bands (hatched).
    public var edgeSpacing: Color
    /// interSectionSpacing gaps (hatched).
    public var sectionSpacing: Color
    /// Headers, footers and other boundary supplementaries.
    public var boundary: Color
    /// Badges and other supplementaries anchored to items or groups.
    public var supplementary: Color
    /// Decoration views (section backgrounds).
    public var decoration: Color
    /// The wash over content for ``AnatomyOptions/Content/faded``: the page colour, mostly opaque.
    public var fade: Color
    /// Label text: its size and weight (colour is picked to contrast with the label's fill).
    public var label: TextStyle
    /// Outline width of the outermost group, in points (nested groups get thinner lines).
    public var groupLineWidth: Double
    /// Width of the lines from labels to their parts, in points.
    public var leaderLineWidth: Double

    /// Makes a style.
    public init(
        section: Color, sectionInsets: Color, itemInsets: Color, groups: [Color], item: Color, spacing: Color,
        edgeSpacing: Color, sectionSpacing: Color, boundary: Color, supplementary: Color, decoration: Color,
        fade: Color, label: TextStyle, groupLineWidth: Double = 1.5, leaderLineWidth: Double = 0.75
    ) {
        self.section = section
        self.sectionInsets = sectionInsets
        self.itemInsets = itemInsets
        self.groups = groups
        self.item = item
        self.spacing = spacing
        self.edgeSpacing = edgeSpacing
        self.sectionSpacing = sectionSpacing
        self.boundary = boundary
        self.supplementary = supplementary
        self.decoration = decoration
        self.fade = fade
        self.label = label
        self.groupLineWidth = groupLineWidth
        self.leaderLineWidth = leaderLineWidth
    }

    /// iOS system colours: groups blue, purple, green, pink, teal by depth; insets orange
    /// (sections) and green (items); spacing pink, edge spacing teal; headers indigo;
    /// badges red; decorations brown; 9 pt semibold labels (18 pixels at 2x).
    ///
    /// At `scale` 1, where a point is one pixel, labels are 11 pt and lines from labels to
    /// their parts and group outlines are a little heavier, so that a figure for the web
    /// stays legible at 1x.
    public static func standard(dark: Bool = false, scale: CGFloat = 2) -> AnatomyStyle {
        let oneX = scale < 2
        let colors: SystemColors = dark ? .dark : .light
        return AnatomyStyle(
            section: colors.systemGray, sectionInsets: colors.systemOrange, itemInsets: colors.systemGreen,
            groups: [colors.systemBlue, colors.systemPurple, colors.systemGreen, colors.systemPink, colors.systemTeal],
            item: dark ? Color(red8: 0xAE, green8: 0xAE, blue8: 0xB2) : Color(red8: 0x48, green8: 0x48, blue8: 0x4A),
            spacing: colors.systemPink, edgeSpacing: colors.systemTeal, sectionSpacing: colors.systemYellow,
            boundary: colors.systemIndigo, supplementary: colors.systemRed, decoration: colors.systemBrown,
            fade: colors.systemBackground.withAlpha(0.6),
            label: TextStyle(
                weight: .semibold, size: oneX ? 11 : 9, wraps: false, direction: .leftToRight,
                verticalAlignment: .center),
            groupLineWidth: oneX ? 2 : 1.5, leaderLineWidth: oneX ? 1 : 0.75)
    }

    /// The outline colour of a group at `depth`.
    func group(depth: Int) -> Color {
        groups.isEmpty ? section : groups[depth % groups.count]
    }
}
