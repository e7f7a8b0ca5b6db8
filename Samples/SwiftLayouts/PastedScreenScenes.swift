// Whole view controllers written as iOS code (Samples/PastedScreens), rendered as an
// iPhone 15 shows them: RenderScene loads each view controller's view, and draws its
// collection view with the counts and content its data source configures.
import CompositionalLayout
import MosaicRender
import PastedScreens

/// The pasted screens as samples, each on an iPhone 15 (2x, to keep Output/ small).
@MainActor
func pastedScreenSamples() -> [Sample] {
    (PastedScreens.all + PastedScreens.surface).map { screen in
        Sample(
            name: "pasted-\(screen.name)", title: "\(screen.title) (pasted view controller)",
            source: "../PastedScreens/Sources/PastedScreens/\(screen.source)",
            scenes: [
                (
                    "",
                    {
                        var canvas = Canvas(device: Device.named("iphone-15")!)
                        canvas.scale = 2
                        return try RenderScene(viewController: screen.make(), canvas: canvas)
                    }
                )
            ])
    }
}
