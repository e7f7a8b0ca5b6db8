import CompositionalLayout
import Foundation
import MosaicCairo

/// Reads how configured views look (`ViewAppearance`) from what their code set: background
/// colours and configurations, and their layers' corners, borders, shadows and gradients.
///
/// UIKit draws a view's layer stack bottom to top: the cell's own `backgroundColor`, its
/// `backgroundView`, its background configuration, then its content view's `backgroundColor`, with gradient
/// sublayers over them. One fill stands for that stack here (the colours composited in that
/// order), under the first gradient sublayer found; the outline's corners are the content
/// view's layer's when it rounds them, else the background configuration's, else the cell's
/// layer's.
@preconcurrency @MainActor
struct ConfiguredAppearance {
    let colors: SystemColors

    /// A cell's look. A `UICollectionViewListCell` without a background configuration gets
    /// UIKit's default for the list it is in (`listPlainCell()`, `listGroupedCell()` or
    /// `listSidebarCell()`, Docs/uikit-facts.md §"List cell backgrounds"); any other cell
    /// without fills is transparent.
    func of(cell: UICollectionViewCell, list: UICollectionLayoutListConfiguration?) -> ViewAppearance {
        var background = cell.backgroundConfiguration
        if cell is UICollectionViewListCell, let list, background == nil || background?.followsListAppearance == true {
            var adapted = UIBackgroundConfiguration.listDefault(for: list.appearance)
            if let own = background {
                adapted.cornerRadius = own.cornerRadius
                adapted.strokeColor = own.strokeColor
                adapted.strokeWidth = own.strokeWidth
            }
            background = adapted
        }
        var appearance = ViewAppearance()
        appearance.fill = composite([
            cell.layer.backgroundColor.map(color), cell.backgroundColor.map(color),
            cell.backgroundView?.layer.backgroundColor.map(color), cell.backgroundView?.backgroundColor.map(color),
            background.map { color($0.resolvedBackgroundColor(for: Self.tint(of: cell))) },
            cell.contentView.layer.backgroundColor.map(color),
            cell.contentView.backgroundColor.map(color)
        ])
        let layers = [cell.contentView.layer, cell.layer]
        if cell.contentView.layer.cornerRadius > 0 {
            apply(corners: cell.contentView.layer, to: &appearance)
        } else if let background, background.cornerRadius > 0 {
            appearance.cornerRadii = CornerRadii(all: Double(background.cornerRadius))
        } else if let backgroundView = cell.backgroundView, backgroundView.layer.cornerRadius > 0 {
            apply(corners: backgroundView.layer, to: &appearance)
        } else {
            apply(corners: cell.layer, to: &appearance)
        }
        appearance.border = layers.lazy.compactMap(border(of:)).first
        if appearance.border == nil, let background, background.strokeWidth > 0, let stroke = background.strokeColor {
            appearance.border = Border(color: ThemedColor(color(stroke)), width: Double(background.strokeWidth))
        }
        // A layer that clips to its bounds clips its own shadow away, as Core Animation does.
        appearance.shadow =
            cell.clipsToBounds
            ? nil
            : [cell.layer, cell.contentView.layer].lazy
                .filter { !$0.masksToBounds }.compactMap(shadow(of:)).first
        appearance.gradient = layers.lazy.compactMap(gradient(in:)).first
        appearance.clipsToBounds =
            cell.clipsToBounds || cell.contentView.clipsToBounds
            || layers.contains { $0.masksToBounds }
        return appearance
    }

    /// A supplementary or decoration view's look: its `backgroundColor` (or its layer's),
    /// its layer's corners, border and shadow, and a gradient sublayer. A list cell used as a
    /// header (a supplementary registration of `UICollectionViewListCell`) has no fill unless
    /// its code gives it one, as a grouped list's header has none.
    func of(view: UIView) -> ViewAppearance {
        var appearance = ViewAppearance()
        var fills = [view.layer.backgroundColor.map(color), view.backgroundColor.map(color)]
        if let cell = view as? UICollectionViewCell {
            fills += [
                cell.backgroundConfiguration.map { color($0.resolvedBackgroundColor(for: Self.tint(of: cell))) },
                cell.contentView.layer.backgroundColor.map(color), cell.contentView.backgroundColor.map(color)
            ]
        }
        appearance.fill = composite(fills)
        apply(corners: view.layer, to: &appearance)
        appearance.border = border(of: view.layer)
        appearance.shadow = view.clipsToBounds || view.layer.masksToBounds ? nil : shadow(of: view.layer)
        appearance.gradient = gradient(in: view.layer)
        appearance.clipsToBounds = view.clipsToBounds || view.layer.masksToBounds
        return appearance
    }

    /// Makes a decoration view of `viewClass` as UIKit does (its `init(frame:)` at `frame`,
    /// then `apply(_:)` with its layout attributes and a layout pass) and reads its look;
    /// `nil` for a class that is not a reusable view.
    func of(decorationClass viewClass: AnyClass, attributes: UICollectionViewLayoutAttributes) -> ViewAppearance? {
        guard let type = viewClass as? UICollectionReusableView.Type else { return nil }
        let view = type.init(registeredFrame: CGRect(origin: .zero, size: attributes.frame.size))
        view.apply(attributes)
        view.layoutIfNeeded()
        return of(view: view)
    }

    // MARK: Pieces

    func color(_ color: UIColor) -> Color { color.resolved(in: colors) }

    /// The tint `view` inherits: its own or its nearest ancestor's, `nil` for UIKit's default.
    static func tint(of view: UIView) -> UIColor? {
        sequence(first: view, next: \.superview).lazy.compactMap(\.tintColor).first
    }

    func color(_ color: CGColor) -> Color {
        let c = color.components ?? [0, 0, 0, 1]
        return Color(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(color.alpha))
    }

    /// The colours drawn one over the other, bottom first; `nil` when there are none, or
    /// when every one is fully transparent.
    private func composite(_ layers: [Color?]) -> Color? {
        var result: Color?
        for case let top? in layers where top.alpha > 0 {
            result = result.map { top.composited(over: $0) } ?? top
        }
        return result
    }

    private func apply(corners layer: CALayer, to appearance: inout ViewAppearance) {
        let radius = Double(max(layer.cornerRadius, 0))
        guard radius > 0 else { return }
        let mask = layer.maskedCorners
        appearance.cornerRadii = CornerRadii(
            topLeft: mask.contains(.layerMinXMinYCorner) ? radius : 0,
            topRight: mask.contains(.layerMaxXMinYCorner) ? radius : 0,
            bottomRight: mask.contains(.layerMaxXMaxYCorner) ? radius : 0,
            bottomLeft: mask.contains(.layerMinXMaxYCorner) ? radius : 0)
        appearance.continuousCorners = layer.cornerCurve == .continuous
    }

    private func border(of layer: CALayer) -> Border? {
        guard layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 else { return nil }
        return Border(color: ThemedColor(color(border)), width: Double(layer.borderWidth))
    }

    private func shadow(of layer: CALayer) -> Shadow? {
        guard layer.shadowOpacity > 0, let shadow = layer.shadowColor, shadow.alpha > 0 else { return nil }
        let base = color(shadow)
        return Shadow(
            color: ThemedColor(base.withAlpha(base.alpha * Double(min(layer.shadowOpacity, 1)))),
            offsetX: Double(layer.shadowOffset.width), offsetY: Double(layer.shadowOffset.height),
            radius: Double(max(layer.shadowRadius, 0)))
    }

    /// The first visible gradient among `layer`'s sublayers. Radial and conic gradients are
    /// drawn as axial ones between their start and end points.
    private func gradient(in layer: CALayer) -> ViewAppearance.Gradient? {
        for case let gradient as CAGradientLayer in layer.sublayers ?? []
        where !gradient.isHidden && gradient.opacity > 0 {
            let colors = gradient.cgColors.map(color)
            guard !colors.isEmpty else { continue }
            let locations = gradient.locations.map { $0.map(\.doubleValue) }
            return ViewAppearance.Gradient(
                colors: colors.map { $0.withAlpha($0.alpha * Double(gradient.opacity)) },
                locations: locations?.count == colors.count ? locations : nil,
                start: gradient.startPoint, end: gradient.endPoint)
        }
        return nil
    }
}

extension Color {
    /// This colour drawn over `below`, both possibly translucent (Porter-Duff "over").
    func composited(over below: Color) -> Color {
        let alpha = self.alpha + below.alpha * (1 - self.alpha)
        guard alpha > 0 else { return .clear }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * self.alpha + bottom * below.alpha * (1 - self.alpha)) / alpha
        }
        return Color(
            red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue), alpha: alpha)
    }
}
