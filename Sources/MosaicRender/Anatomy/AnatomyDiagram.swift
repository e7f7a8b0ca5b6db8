import CompositionalLayout
import Foundation
import MosaicCairo

/// The structure of a region of a scene, and its placed labels, in content coordinates;
/// draws itself over (or instead of) the content.
struct AnatomyDiagram {
    let parts: [AnatomyPart]
    let labels: [AnatomyLabel]
    let unplaced: [String]
    let style: AnatomyStyle
    let options: AnatomyOptions

    /// - Parameters:
    ///   - region: the content shown (parts outside it are left out).
    ///   - labelBounds: where labels may go (the region, or more with a margin around it).
    ///   - labelColumn: a column beside the content for the labels of items and groups, if any.
    ///   - parts: the parts, when the caller has built them already (see ``AnatomyBuilder``).
    init(
        scene: RenderScene, options: AnatomyOptions, region: CGRect, labelBounds: CGRect, labelColumn: CGRect? = nil,
        parts: [AnatomyPart]? = nil, measurer: TextMeasurer
    ) throws {
        let space = try ContentSpace(scene: scene)
        self.options = options
        style = Self.style(of: scene, options: options)
        self.parts = try parts ?? AnatomyBuilder(space: space, options: options, region: region).build()
        let parts = self.parts
        guard options.showsLabels else {
            labels = []
            unplaced = []
            return
        }
        var placer = LabelPlacer(
            measurer: measurer, style: style.label, bounds: labelBounds,
            isRightToLeft: space.isRightToLeft)
        placer.sectionFrames = parts.filter { $0.kind == .section }.compactMap(\.rects.first)
        placer.column = labelColumn
        placer.content = parts.filter { [.item, .boundarySupplementary, .supplementary].contains($0.kind) }
            .flatMap(\.rects)
        let ordered = parts.enumerated().sorted { a, b in
            let pa = Self.priority(a.element.kind)
            let pb = Self.priority(b.element.kind)
            return pa != pb ? pa < pb : a.offset < b.offset
        }.map(\.element)
        for part in ordered where !part.labels.isEmpty {
            guard let target = part.labelTarget?.intersection(region), !target.isNull,
                target.width > 0 || target.height > 0
            else { continue }
            placer.place(part.labels, target: target, kind: part.kind)
        }
        labels = placer.placed
        unplaced = placer.unplaced
    }

    /// The figure's colours and label text: the options', else the standard ones for the page.
    static func style(of scene: RenderScene, options: AnatomyOptions) -> AnatomyStyle {
        options.style
            ?? .standard(dark: isDarkPage(scene.style.background), scale: scene.host.traitCollection.displayScale)
    }

    /// The width of a label column that holds the longest form of every label placed in it
    /// (all but the sections'), 8 points either side: at least `minimum`, at most twice that.
    static func columnWidth(
        for parts: [AnatomyPart], minimum: CGFloat, style: AnatomyStyle,
        measurer: TextMeasurer
    ) -> CGFloat {
        let placer = LabelPlacer(measurer: measurer, style: style.label, bounds: .zero, isRightToLeft: false)
        let widest = parts.filter { $0.kind != .section }.compactMap(\.labels.first)
            .reduce(CGFloat(0)) { max($0, placer.size(of: $1).width) }
        return min(max(minimum, widest + 16), 2 * minimum)
    }

    /// Which labels are placed first (lower first).
    static func priority(_ kind: AnatomyPart.Kind) -> Double {
        switch kind {
        case .section: return 0
        case .group(let depth): return 1 + Double(depth) / 100
        case .boundarySupplementary: return 2
        case .decoration: return 3
        case .item: return 4
        case .sectionInsets: return 5
        case .itemInsets: return 6
        case .interGroupSpacing: return 7
        case .interItemSpacing: return 8
        case .edgeSpacing: return 9
        case .supplementary: return 10
        case .interSectionSpacing: return 11
        }
    }

    /// The colour of a kind of part.
    func color(of kind: AnatomyPart.Kind) -> Color {
        switch kind {
        case .section: return style.section
        case .sectionInsets: return style.sectionInsets
        case .interSectionSpacing: return style.sectionSpacing
        case .decoration: return style.decoration
        case .boundarySupplementary: return style.boundary
        case .group(let depth): return style.group(depth: depth)
        case .interGroupSpacing, .interItemSpacing: return style.spacing
        case .edgeSpacing: return style.edgeSpacing
        case .item: return style.item
        case .itemInsets: return style.itemInsets
        case .supplementary: return style.supplementary
        }
    }

    // MARK: Drawing

    /// The order parts are drawn in: shading first, outlines over it, sections last.
    private static func layer(_ kind: AnatomyPart.Kind) -> Int {
        switch kind {
        case .sectionInsets: return 0
        case .interSectionSpacing: return 1
        case .decoration: return 2
        case .itemInsets: return 3
        case .item: return 4
        case .interGroupSpacing, .interItemSpacing, .edgeSpacing: return 5
        case .group(let depth): return 6 + depth
        case .boundarySupplementary: return 20
        case .supplementary: return 21
        case .section: return 22
        }
    }

    /// Draws the parts on `context`, whose user space is content coordinates.
    func drawParts(on context: DrawingContext) throws {
        let hidden = options.content == .hidden
        let ordered = parts.enumerated().sorted { a, b in
            let la = Self.layer(a.element.kind)
            let lb = Self.layer(b.element.kind)
            return la != lb ? la < lb : a.offset < b.offset
        }.map(\.element)
        for part in ordered {
            let color = color(of: part.kind)
            for rect in part.rects where rect.width > 0 && rect.height > 0 {
                switch part.kind {
                case .sectionInsets:
                    try context.fill(rect, with: color.withAlpha(0.22))
                case .itemInsets:
                    try context.fill(rect, with: color.withAlpha(0.3))
                case .interGroupSpacing, .interItemSpacing, .edgeSpacing, .interSectionSpacing:
                    try hatch(rect, color: color, on: context)
                case .decoration:
                    try stroke(rect, width: 1.25, color: color, dash: [5, 3], on: context)
                case .group(let depth):
                    try context.fill(rect, with: color.withAlpha(hidden ? 0.1 : 0.06))
                    try stroke(
                        rect, width: max(0.75, style.groupLineWidth - 0.25 * Double(depth)), color: color,
                        on: context)
                case .item:
                    if hidden { try context.fill(rect, with: color.withAlpha(0.08)) }
                    try stroke(rect, width: 1, color: color.withAlpha(0.75), on: context)
                case .boundarySupplementary:
                    try context.fill(rect, with: color.withAlpha(0.1))
                    try stroke(rect, width: 1, color: color, on: context)
                case .supplementary:
                    try stroke(rect, width: 1, color: color, dash: [2, 1.5], on: context)
                case .section:
                    try stroke(rect, width: 1, color: color, dash: [4, 3], on: context)
                }
            }
        }
    }

    /// Draws leader lines, then the labels' pills and text.
    func drawLabels(in canvas: FigureCanvas) throws {
        let context = canvas.context
        for label in labels {
            guard let leader = label.leader, leader.count == 2 else { continue }
            let color = color(of: label.kind)
            context.beginPath()
            context.move(to: leader[0])
            context.addLine(to: leader[1])
            context.lineWidth = style.leaderLineWidth
            try context.stroke(color)
            context.beginPath()
            context.addCircle(center: leader[1], radius: 1.6)
            try context.fill(color)
        }
        for label in labels {
            let fill = color(of: label.kind)
            context.beginPath()
            context.addRoundedRect(label.rect, cornerRadius: 3)
            try context.fill(fill)
            var text = style.label
            text.color = fill.contrastingLabel
            text.alignment = .center
            text.verticalAlignment = .center
            try canvas.drawLabel(label.text, style: text, in: label.rect)
        }
    }

    private func stroke(
        _ rect: CGRect, width: Double, color: Color, dash: [Double]? = nil,
        on context: DrawingContext
    ) throws {
        let half = CGFloat(width / 2)
        guard rect.width > 2 * half, rect.height > 2 * half else {
            try context.fill(rect, with: color)
            return
        }
        try context.withSavedState {
            context.beginPath()
            context.addRect(rect.insetBy(dx: half, dy: half))
            context.lineWidth = width
            if let dash { context.setDash(dash) }
            try context.stroke(color)
        }
    }

    /// A translucent fill crossed by diagonal lines 4 points apart.
    private func hatch(_ rect: CGRect, color: Color, on context: DrawingContext) throws {
        try context.withSavedState {
            try context.clip(to: rect)
            try context.fill(rect, with: color.withAlpha(0.14))
            context.beginPath()
            let height = rect.height
            var x = (rect.minX - height) - (rect.minX - height).truncatingRemainder(dividingBy: 4) - 4
            while x < rect.maxX {
                context.move(to: CGPoint(x: x, y: rect.maxY))
                context.addLine(to: CGPoint(x: x + height, y: rect.minY))
                x += 4
            }
            context.lineWidth = 0.75
            try context.stroke(color.withAlpha(0.6))
        }
    }
}

/// Whether a page colour is dark (an average channel under one half).
func isDarkPage(_ color: Color) -> Bool { (color.red + color.green + color.blue) / 3 < 0.5 }
