// Renders each pasted screen as an iPhone 15 shows it, to <output-directory>/<name>.png
// (default: the current directory).
import CompositionalLayout
import Foundation
import MosaicRender
import PastedScreens

let output = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".", isDirectory: true)
var failed = false
for screen in PastedScreens.all {
    let file = output.appendingPathComponent("\(screen.name).png")
    do {
        let scene = try RenderScene(viewController: screen.make(), canvas: Canvas(device: Device.named("iphone-15")!))
        try Renderer().writePNG(of: scene, to: file)
        print("\(screen.source) -> \(file.path)")
    } catch {
        failed = true
        FileHandle.standardError.write(Data("\(screen.source): error: \(error)\n".utf8))
    }
}
exit(failed ? 1 : 0)
