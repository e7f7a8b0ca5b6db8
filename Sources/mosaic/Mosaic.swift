import ArgumentParser
import MosaicSnapshot

/// `mosaic`: renders compositional layouts described in YAML or JSON files.
///
/// Exit codes: 0 when everything worked, 1 when a file could not be read, decoded or
/// rendered, 64 (`EX_USAGE`) for bad arguments.
@main
struct Mosaic: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mosaic",
        abstract: "Render UIKit-style compositional layouts, described in YAML or JSON, to PNG, SVG or PDF.",
        discussion: """
            A layout file describes a screen: the device, the sections, their groups and items, and what \
            the cells show (Docs/layout-files.md). `mosaic` lays it out with UIKit's compositional-layout \
            rules and draws it.

            Examples:
              mosaic render Samples/grid.yaml                   # writes grid.png here
              mosaic render Samples/*.yaml -o Output --format svg
              mosaic frames Samples/list.yaml --json
              mosaic check Samples/*.yaml
              mosaic snapshot Samples/*.yaml --references refs --report report
              mosaic devices
              mosaic preview 'Samples/*.yaml'                 # a browser page that follows every save

            Exit codes: 0 success, 1 a file could not be read, decoded or rendered, 64 bad arguments.
            """,
        version: MosaicRelease.version,
        subcommands: [
            RenderCommand.self, FramesCommand.self, CheckCommand.self, DevicesCommand.self,
            SnapshotCommand.self, PreviewCommand.self
        ]
    )

    static func main() {
        Interruption.install()
        main(nil)
    }
}
