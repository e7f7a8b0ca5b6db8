import CompositionalLayout
import MosaicCairo

/// Draws the part of a scene inside a rectangle of the content: the page background,
/// then every element and separator meeting the rectangle, in ``DrawOrder``.
struct ScenePainter {
    let scene: RenderScene
    let measurer: TextMeasurer
    let images: ImageCache
    let structure: LayoutStructure
    /// The page colour: the style's page background, else a pasted screen's collection view
    /// `backgroundColor`, else the list's when every section is a list (over what the screen's
    /// views paint behind it), else the style's background.
    let background: Color
    /// Told what is drawn, element by element, when the drawn content is recorded.
    var recorder: DrawnContentRecorder?

    init(scene: RenderScene, fonts: FontEnvironment) {
        self.scene = scene
        self.measurer = TextMeasurer(fonts: fonts)
        self.images = ImageCache()
        self.structure = LayoutStructure(layout: scene.layout)
        self.background =
            scene.style.pageBackground ?? scene.content.pageColor
            ?? structure.pageList.map { list in
                let color = scene.style.list.background(of: list, colors: scene.style.colors)
                return scene.content.pageBackdrop.map { color.composited(over: $0) } ?? color
            }
            ?? scene.style.background
    }

    /// Draws `rect` (content coordinates) on `context`, whose user space must already map
    /// content coordinates to the surface.
    func draw(_ rect: CGRect, on context: DrawingContext) throws {
        context.recorder = recorder
        recorder?.measuredElements = scene.measuredElements
        defer { recorder?.endStrip() }
        try context.paint(background)
        // Shadows reach past their cells' frames: look that much further for elements.
        var reach = scene.content.shadowReach(over: scene.style.cell.shadow)
        let view = scene.host
        if let path = scene.focusedItem, let frame = view.layout.layoutAttributesForItem(at: path)?.frame {
            reach = max(reach, FocusLook.reach(of: frame))
        }
        let query = rect.insetBy(dx: -reach, dy: -reach)
        var elements = view.layout.layoutAttributesForElements(in: query) ?? []
        // The focused item is drawn last, over its neighbours (tvOS's focus look).
        var focused: UICollectionViewLayoutAttributes?
        if let path = scene.focusedItem,
            let index = elements.firstIndex(where: { $0.representedElementCategory == .cell && $0.indexPath == path })
        {
            focused = elements.remove(at: index)
        }
        var drawables = elements.map { Drawable.element($0, structure.role(of: $0)) }
        let painter = ElementPainter(
            context: context, scene: scene, structure: structure, measurer: measurer,
            images: images, recorder: recorder)
        let separators: [Separator]
        if let list = scene.separators as? ListSeparators {
            separators = list.separators(in: query, of: view.layout, textInset: painter.looks.rowTextInset(at:))
        } else {
            separators = scene.separators?.separators(in: query, of: view.layout) ?? []
        }
        drawables += separators.map { Drawable.separator($0) }
        for drawable in DrawOrder.sorted(drawables) { try painter.draw(drawable) }
        if let focused { try painter.drawFocused(focused) }
        if let chrome = scene.chrome {
            let geometry = scene.geometry
            try ChromePainter(
                context: context, placement: chrome, colors: scene.style.colors, background: background,
                language: scene.language
            )
            .draw(over: CGRect(origin: geometry.origin, size: geometry.size))
        }
    }
}
