import CompositionalLayout
import Foundation
import MosaicCairo

extension ElementPainter {
    /// A pasted cell's images at their frames (``PlacedImage``), in a cell whose bounds start
    /// at `origin`: a symbol as its glyph in its tint, a file from the file, an asset name with
    /// no file as a tinted outline with the name's first letter.
    func drawPlacedImages(_ placedImages: [PlacedImage], origin: CGPoint, at path: IndexPath) throws {
        for placed in placedImages {
            let rect = placed.frame.offsetBy(dx: origin.x, dy: origin.y)
            switch placed.source {
            case .symbol(_, let glyph):
                guard !glyph.isEmpty else { continue }
                try draw(symbolGlyph(glyph, of: placed, in: rect))
            case .file(let imagePath):
                let image = try images.image(at: imagePath, for: path)
                recorder?.recordImage(images.identity(of: imagePath), scaledInto: rect, on: context)
                try context.draw(image: image, in: rect, contentMode: Self.contentMode(placed.fit), cornerRadii: .zero)
            case .missing(let name):
                try drawMissingImage(named: name, tint: placed.tint, in: rect)
            }
        }
    }

    /// A symbol's glyph: at its point size, centred (shrunk to fit the frame), or, when the
    /// image view scales its image, as large as fits the frame.
    private func symbolGlyph(_ glyph: String, of placed: PlacedImage, in rect: CGRect) -> PlacedText {
        let scales = placed.fit != .center
        let size = scales ? Double(min(rect.width, rect.height)) : placed.pointSize
        return CellArrangement.glyph(
            glyph, base: looks.accessoryStyle.iconSymbol, color: placed.tint, pointSize: size, in: rect,
            measurer: measurer)
    }

    /// A clear placeholder for an asset-catalogue image Linux cannot load: a 1-point outline
    /// in the tint with the name's first letter centred in it.
    private func drawMissingImage(named name: String, tint: Color, in rect: CGRect) throws {
        context.beginPath()
        context.addRoundedRect(
            rect.insetBy(dx: 0.5, dy: 0.5), radii: CornerRadii(all: Double(min(rect.width, rect.height)) / 8))
        context.lineWidth = 1
        try context.stroke(tint)
        guard let letter = name.first.map({ String($0).uppercased() }) else { return }
        try draw(
            CellArrangement.glyph(
                letter, base: looks.accessoryStyle.iconSymbol, color: tint,
                pointSize: Double(min(rect.width, rect.height)) * 0.6, in: rect, measurer: measurer))
    }

    private static func contentMode(_ fit: PlacedImage.Fit) -> ContentMode {
        switch fit {
        case .scaleToFill: return .scaleToFill
        case .aspectFit: return .aspectFit
        case .aspectFill: return .aspectFill
        case .center: return .center
        }
    }
}
