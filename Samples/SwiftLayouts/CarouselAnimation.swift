// The App Store carousel dragged and released, as an animated PNG: the scene of
// AppStore.swift at 2x (an iPhone 15 page, 786 pixels wide: it fits a 720-point column at
// 2x) with the carousel at rest, its section animated for 3 seconds at 30 frames per
// second. The carousel's visibleItemsInvalidationHandler runs on every frame, so the cards
// scale and fade as they pass the middle.
import CompositionalLayout
import Foundation
import MosaicRender

/// Writes the carousel's animation to `url`; returns the seconds it took and its size in bytes.
func writeCarouselAnimation(to url: URL, drag: ScrollDrag = ScrollDrag(distance: 160, releaseVelocity: 900))
    throws -> (seconds: Double, bytes: Int)
{
    let started = ContinuousClock.now
    let scene = try makeAppStoreScene(scale: 2, carouselOffset: 0)
    let animation = try SectionAnimation(scene: scene, section: 0, drag: drag, duration: 3, framesPerSecond: 30)
    let bytes = try Renderer().animatedPNGData(of: animation)
    try Data(bytes).write(to: url, options: .atomic)
    let elapsed = ContinuousClock.now - started
    return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, bytes.count)
}
