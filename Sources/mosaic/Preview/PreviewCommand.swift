import ArgumentParser
import Dispatch
import Foundation
import MosaicPreview
import MosaicSpec

/// `mosaic preview`: a local web page that shows layout files and follows every save.
struct PreviewCommand: ParsableCommand {
    /// The port used unless `--port` says otherwise.
    static let defaultPort = 8765

    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show layout files in a browser page that follows every save.",
        discussion: """
            Starts a local web server and prints its address (http://127.0.0.1:\(defaultPort)/) as the \
            first line. The page lists the files; each file's page shows its picture at the device's \
            size and re-renders it when the file, or an image it names, is saved: the picture changes \
            in place, without a reload. Mistakes show on the page as `mosaic check` prints them, \
            beside the last good picture; pointing at an element tells its kind, index path, frame \
            and its group's and section's insets and spacing. Switches on the page show other \
            devices, themes, text sizes, directions and long (pseudo-localised) text, several side \
            by side.

            A quoted glob ('screens/*.yaml') is matched again when its folder changes, so new files \
            appear. The server listens on 127.0.0.1 only, unless --host names another address, and \
            answers only requests addressed to it. Stop it with Ctrl-C.

            Examples:
              mosaic preview Samples/grid.yaml
              mosaic preview 'Samples/*.yaml' --port 0
            """
    )

    @Argument(help: ArgumentHelp("Layout files (.yaml, .yml or .json), or quoted globs.", valueName: "file"))
    var files: [String]

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The port to listen on (default \(defaultPort); 0 picks a free one).",
            valueName: "n"))
    var port: Int = defaultPort

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The address to listen on (default 127.0.0.1). Another address lets other machines see the previews.",
            valueName: "address"))
    var host: String = "127.0.0.1"

    @Flag(name: .long, help: "Find changes by looking at the files four times a second, not through inotify.")
    var poll = false

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one layout file to preview.") }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port).") }
        if files.contains(LayoutDocument.standardInputPath) {
            throw ValidationError("The preview follows files; standard input (-) cannot be watched.")
        }
    }

    func run() throws {
        if !Self.isLoopback(host) {
            Console.error(
                "mosaic: warning: listening on \(host): other machines that reach it can see the previewed "
                    + "layouts and pictures")
        }
        let session = PreviewSession(arguments: files, limits: limitOptions)
        let server = PreviewServer(address: host, port: port, site: session)
        let outcome = Slots<Result<Int, Error>>(count: 1)
        let started = DispatchSemaphore(value: 0)
        Task {
            do { outcome[0] = .success(try await server.start()) } catch { outcome[0] = .failure(error) }
            started.signal()
        }
        started.wait()
        let listening: Int
        switch outcome.values[0]! {
        case .success(let port): listening = port
        case .failure(let error):
            Console.error("mosaic: error: \(error)")
            throw ExitCode.failure
        }
        session.startWatching(polling: poll)
        let shownHost = host.contains(":") ? "[\(host)]" : host
        Console.out("http://\(shownHost):\(listening)/\n")
        if session.watchSource == .polling && !poll {
            Console.error("mosaic: note: inotify is unavailable; looking for changes four times a second")
        }
        // Serves until SIGINT or SIGTERM, which `Interruption` turns into exit 130 or 143.
        while true { sleep(3600) }
    }

    /// Whether `host` is a loopback address (only this machine can connect).
    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
