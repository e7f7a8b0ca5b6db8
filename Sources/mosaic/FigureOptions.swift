import ArgumentParser
import CompositionalLayout
import Foundation
import MosaicRender

/// How `--orthogonal` shows sideways-scrolling sections: the page's presentations, or an
/// animation of one section.
enum OrthogonalMode: String, CaseIterable, ExpressibleByArgument {
    case clip, unroll, filmstrip, animate

    /// The still presentation (`nil` for `animate`).
    var presentation: OrthogonalPresentation? { OrthogonalPresentation(rawValue: rawValue) }
}

/// The options of the figure mode (`--section` with `--orthogonal filmstrip` or `animate`).
struct FigureOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --orthogonal filmstrip or animate: the one sideways section to show, by name, header text or index"
                + " (a figure for an article: no page, trimmed, wrapped to --max-width).", valueName: "name|index"))
    var section: String?

    @Option(
        name: .customLong("max-width"),
        help: ArgumentHelp(
            "The widest the filmstrip figure may be, in output pixels (a 720-pt column at --scale 2 is 1440):"
                + " frames wrap into rows, and shrink only when one frame is wider, never below half size.",
            valueName: "pixels"))
    var maxWidth: Int?

    @Option(
        name: .customLong("max-frames"),
        help: ArgumentHelp(
            "The most frames in the filmstrip figure, the drag frame included (default 5).", valueName: "n"))
    var maxFrames: Int?

    @Option(
        name: .customLong("drag-start"),
        help: ArgumentHelp(
            "Where the drag starts: the section's offset in points (default 0).", valueName: "points"))
    var dragStart: Double?

    @Option(
        name: .customLong("drag-distance"),
        help: ArgumentHelp(
            "How far the finger drags, in points; negative drags back (default 120).", valueName: "points"))
    var dragDistance: Double?

    @Option(
        name: .customLong("release-velocity"),
        help: ArgumentHelp(
            "The speed at release, in points per second (default 1000: a flick).", valueName: "points/s"))
    var releaseVelocity: Double?

    @Option(name: .long, help: ArgumentHelp("Animation frames per second, 1-120 (default 30).", valueName: "n"))
    var fps: Int?

    @Option(name: .long, help: ArgumentHelp("The animation's length in seconds (default 3).", valueName: "seconds"))
    var duration: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How many times the animation plays; 0 loops for ever (default 0).",
            valueName: "n"))
    var loop: Int?

    @Flag(
        name: .customLong("alt-text"),
        help:
            "With a figure (--section, --anatomy, --orthogonal unroll|filmstrip): also write its alt text beside it (NAME.txt)."
    )
    var altText = false

    @Flag(
        name: .customLong("page-panel"),
        help: "With --orthogonal filmstrip --section: draw the page first, the section outlined.")
    var pagePanel = false

    @Flag(
        name: .long,
        help:
            "With a figure (--section, --anatomy, --orthogonal unroll|filmstrip): draw the file's title and description above it."
    )
    var caption = false

    /// The drag the options describe.
    var drag: ScrollDrag {
        var drag = ScrollDrag.standard
        if let dragStart { drag.startOffset = CGFloat(dragStart) }
        if let dragDistance { drag.distance = CGFloat(dragDistance) }
        if let releaseVelocity { drag.releaseVelocity = CGFloat(releaseVelocity) }
        return drag
    }

    /// Flags that cannot go together (a usage error, exit 64).
    func validate(mode: OrthogonalMode?, formats: Set<OutputFormat>, anatomy: Bool) throws {
        let figureOnly: [(String, Bool)] = [
            ("--max-width", maxWidth != nil), ("--max-frames", maxFrames != nil), ("--drag-start", dragStart != nil),
            ("--drag-distance", dragDistance != nil), ("--release-velocity", releaseVelocity != nil),
            ("--fps", fps != nil), ("--duration", duration != nil), ("--loop", loop != nil), ("--page-panel", pagePanel)
        ]
        if section == nil, let flag = figureOnly.first(where: \.1) {
            throw ValidationError("\(flag.0) needs --section (the figure mode of one sideways section).")
        }
        let drawsFigure = section != nil || anatomy || mode == .unroll || mode == .filmstrip
        for (flag, isSet) in [("--alt-text", altText), ("--caption", caption)] where isSet && !drawsFigure {
            throw ValidationError("\(flag) needs a figure: --section, --anatomy or --orthogonal unroll|filmstrip.")
        }
        if section != nil, mode != .filmstrip, mode != .animate {
            throw ValidationError("--section needs --orthogonal filmstrip or --orthogonal animate.")
        }
        if mode == .animate {
            guard section != nil else { throw ValidationError("--orthogonal animate needs --section NAME|INDEX.") }
            if formats != [.png] {
                throw ValidationError("--orthogonal animate writes an animated PNG: it cannot write SVG or PDF.")
            }
            if maxFrames != nil {
                throw ValidationError("--max-frames is for filmstrips; animations use --fps and --duration.")
            }
            if caption { throw ValidationError("--caption is for still figures: an animation has no room for one.") }
            if pagePanel { throw ValidationError("--page-panel is for filmstrip figures, not animations.") }
        }
        if mode == .filmstrip, section != nil, fps != nil || duration != nil || loop != nil {
            throw ValidationError("--fps, --duration and --loop are for --orthogonal animate.")
        }
        if let maxWidth, maxWidth < 1 { throw ValidationError("--max-width must be at least 1, not \(maxWidth).") }
        if let maxFrames, maxFrames < 1 { throw ValidationError("--max-frames must be at least 1, not \(maxFrames).") }
        if let fps, !(1...120).contains(fps) { throw ValidationError("--fps must be 1 to 120, not \(fps).") }
        if let duration, !(duration > 0 && duration <= 60) {
            throw ValidationError("--duration must be more than 0 and at most 60 seconds.")
        }
        if let loop, loop < 0 { throw ValidationError("--loop must be 0 (for ever) or more, not \(loop).") }
        for (flag, value) in [
            ("--drag-start", dragStart), ("--drag-distance", dragDistance),
            ("--release-velocity", releaseVelocity)
        ] {
            if let value, !value.isFinite || abs(value) > 1_000_000 {
                throw ValidationError("\(flag) must be a number of at most 1000000 in size.")
            }
        }
    }

    /// The index of the section `--section` names in `scene`, or a sentence saying why none.
    static func resolve(_ name: String, in scene: RenderScene) -> Result<Int, FigureSectionError> {
        let sections = scene.content.sections
        let count = scene.host.numberOfSections
        let index: Int? =
            Int(name)
            ?? (0..<count).first { index in
                let content = sections.indices.contains(index) ? sections[index] : nil
                return content?.name == name
                    || scene.content.supplementaryText(
                        ofKind: UICollectionView.elementKindSectionHeader, section: index) == name
            }
        guard let index, (0..<count).contains(index) else {
            return .failure(
                FigureSectionError(
                    message: "--section '\(name)': the layout has no such section"
                        + " (its \(count) section\(count == 1 ? "" : "s") are numbered 0 to \(count - 1))"))
        }
        guard let layout = scene.layout as? UICollectionViewCompositionalLayout,
            layout.orthogonalScrolling(forSection: index) != nil
        else {
            return .failure(
                FigureSectionError(
                    message: "--section '\(name)': section \(index) does not scroll sideways"
                        + " (its orthogonalScrollingBehavior is none)"))
        }
        return .success(index)
    }
}

/// Why `--section` names no sideways section of a file.
struct FigureSectionError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
