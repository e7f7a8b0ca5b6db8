import Foundation
import MosaicPreview
import MosaicRender

/// The live preview's state: the files, the views each open page asks for, their latest
/// renders and pictures, and the file watcher that re-renders them. Renders run one at a
/// time on a queue of their own; a view asked for again while queued is rendered once.
///
/// A picture is kept and sent in strips (``PictureStrip``), each named by the hash of its
/// bytes. While a view renders, every strip the pages showing it do not have yet is pushed
/// to them as a binary message as soon as it is encoded; the view's message, after the
/// render, lists the strips, and the page downloads any it was not sent.
final class PreviewSession: PreviewSite, @unchecked Sendable {
    /// A view of a file.
    struct ViewKey: Hashable {
        var file: Int
        var view: PreviewView
    }

    /// An open page: the file it shows and the views it asks for.
    private struct Client {
        var send: @Sendable (PushMessage) -> Void
        var file: Int?
        var views: [PreviewView] = []
    }

    /// A view's latest render: its message, and the strips it names (in ``strips``).
    private struct Stored {
        var message: String
        var strips: [String]
    }

    private let lock = NSLock()
    private let renderer: PreviewRenderer
    private var files: PreviewFiles
    private var clients: [Int: Client] = [:]
    private var nextClient = 0
    private var latest: [ViewKey: Stored] = [:]
    private var lastGood: [ViewKey: RenderedView.PictureInfo] = [:]
    /// Each view's strips by their pixels, so a render encodes only the strips a save changed.
    private var memories: [ViewKey: StripMemory] = [:]
    /// The PNG of every strip a latest or last good picture names, by hash.
    private var strips: [String: [UInt8]] = [:]
    private var nextPicture = 1
    private var queued: Set<ViewKey> = []
    private var imagesByFile: [Int: Set<String>] = [:]
    private var changedAt: [Int: Double] = [:]
    private let queue = DispatchQueue(label: "mosaic-preview-render")
    private var watcher: FileWatcher?

    init(arguments: [String], limits: LimitOptions) {
        files = PreviewFiles(arguments: arguments)
        renderer = PreviewRenderer(limits: limits)
    }

    /// Starts watching the files (with inotify unless `polling`).
    func startWatching(polling: Bool) {
        watcher = FileWatcher(polling: polling) { [weak self] changed in self?.filesChanged(changed) }
        updateWatches()
    }

    var watchSource: FileWatcher.Source { watcher?.source ?? .polling }

    private func updateWatches() {
        lock.lock()
        let paths = Set(files.entries.map(\.path)).union(imagesByFile.values.joined())
        let folders = files.globFolders
        lock.unlock()
        watcher?.watch(files: paths, folders: folders)
    }

    // MARK: The site

    func response(toPath path: String) -> PreviewResponse? {
        if let asset = PreviewAssets.asset(at: path) { return asset }
        if path.hasPrefix("/file/"), let id = Int(path.dropFirst("/file/".count)) {
            lock.lock()
            defer { lock.unlock() }
            return files.entries.indices.contains(id) ? PreviewAssets.asset(at: "/") : nil
        }
        if let hash = PictureStrip.hash(inPath: path) {
            lock.lock()
            defer { lock.unlock() }
            return strips[hash].map { PreviewResponse(contentType: "image/png", body: Data($0)) }
        }
        return nil
    }

    func connect(incoming: AsyncStream<String>, send: @escaping @Sendable (PushMessage) -> Void) {
        lock.lock()
        let id = nextClient
        nextClient += 1
        clients[id] = Client(send: send)
        let hello = filesMessage()
        lock.unlock()
        send(.text(hello))
        Task { [weak self] in
            for await text in incoming { self?.received(text, from: id) }
            self?.disconnected(id)
        }
    }

    private func disconnected(_ id: Int) {
        lock.lock()
        clients[id] = nil
        lock.unlock()
    }

    /// What a page says: `{"type": "show", "file": N, "views": [...]}`; anything else is ignored.
    private func received(_ text: String, from id: Int) {
        struct Show: Decodable {
            var type: String
            var file: Int
            var views: [PreviewView]
        }
        guard let show = try? JSONDecoder().decode(Show.self, from: Data(text.utf8)), show.type == "show" else {
            return
        }
        var ready: [String] = []
        var toRender: [ViewKey] = []
        lock.lock()
        guard clients[id] != nil, files.entries.indices.contains(show.file) else {
            lock.unlock()
            return
        }
        let views = Array(show.views.prefix(16))
        clients[id]?.file = show.file
        clients[id]?.views = views
        for view in views {
            let key = ViewKey(file: show.file, view: view)
            if let stored = latest[key] { ready.append(stored.message) } else { toRender.append(key) }
        }
        let send = clients[id]?.send
        lock.unlock()
        for message in ready { send?(.text(message)) }
        schedule(toRender)
    }

    // MARK: Rendering

    private func schedule(_ keys: [ViewKey]) {
        for key in keys {
            lock.lock()
            let isNew = queued.insert(key).inserted
            lock.unlock()
            if isNew { queue.async { [weak self] in self?.render(key) } }
        }
    }

    private func render(_ key: ViewKey) {
        lock.lock()
        queued.remove(key)
        let entry = files.entries[key.file]
        let wanted = clients.values.contains { $0.file == key.file && $0.views.contains(key.view) }
        let changed = changedAt[key.file]
        // The strips of the picture the pages show now need not be sent again.
        var sent = Set(lastGood[key]?.strips.map(\.hash) ?? [])
        let memory = memories[key] ?? StripMemory()
        memories[key] = memory
        lock.unlock()
        guard wanted else { return }

        let started = Self.now()
        var rendered: RenderedView
        if let view = key.view.resolved {
            rendered = renderer.render(path: entry.path, label: entry.name, view: view, memory: memory) { strip in
                guard sent.insert(strip.hash).inserted else { return }
                let frame = PushMessage.binary(strip.frame)
                for send in receivers(of: key) { send(frame) }
            }
        } else {
            rendered = RenderedView()
            rendered.errors = [
                .init(text: "this view asks for a device, theme or size Mosaic does not know", line: 0, column: 0)
            ]
        }
        let finished = Self.now()

        lock.lock()
        let imagesChanged = rendered.picture != nil && imagesByFile[key.file] != rendered.imagePaths
        if rendered.picture != nil { imagesByFile[key.file] = rendered.imagePaths }
        let message = PushMessage.text(
            store(rendered, for: key, timing: (changed, started, finished), name: entry.name))
        lock.unlock()
        for send in receivers(of: key) { send(message) }
        if imagesChanged { updateWatches() }
    }

    /// Where to send a view's strips and message: every page that shows it.
    private func receivers(of key: ViewKey) -> [@Sendable (PushMessage) -> Void] {
        lock.lock()
        defer { lock.unlock() }
        return clients.values.filter { $0.file == key.file && $0.views.contains(key.view) }.map(\.send)
    }

    /// Keeps the render's picture (and the last good one) and returns the message for the
    /// page; frees the strips no view refers to any more. Called with the lock held.
    private func store(
        _ rendered: RenderedView, for key: ViewKey, timing: (Double?, Double, Double),
        name: String
    ) -> String {
        var rendered = rendered
        if var info = rendered.picture {
            info.id = nextPicture
            nextPicture += 1
            info.strips = rendered.strips.map(\.info)
            for strip in rendered.strips { strips[strip.hash] = strip.png }
            rendered.picture = info
            lastGood[key] = info
        }
        let message = ViewMessage(
            file: key.file, name: name, view: key.view, rendered: rendered,
            lastGood: rendered.picture == nil ? lastGood[key] : nil,
            changedAt: timing.0, startedAt: timing.1, renderedAt: timing.2
        ).json
        latest[key] = Stored(message: message, strips: rendered.picture?.strips.map(\.hash) ?? [])
        forgetUnusedStrips()
        return message
    }

    /// Frees every strip that no latest render and no last good picture names. Called with the lock held.
    private func forgetUnusedStrips() {
        var used = Set(latest.values.flatMap(\.strips))
        for info in lastGood.values { used.formUnion(info.strips.map(\.hash)) }
        strips = strips.filter { used.contains($0.key) }
    }

    // MARK: Changes

    private func filesChanged(_ paths: Set<String>) {
        let now = Self.now()
        lock.lock()
        var listChanged = false
        var foldersChanged = false
        if !files.globFolders.isDisjoint(with: paths) { (listChanged, foldersChanged) = files.update() }
        var affected: Set<Int> = []
        for entry in files.entries {
            if paths.contains(entry.path) || !(imagesByFile[entry.id] ?? []).isDisjoint(with: paths) {
                affected.insert(entry.id)
            }
        }
        var keys: [ViewKey] = []
        for file in affected {
            changedAt[file] = now
            for key in latest.keys where key.file == file { latest[key] = nil }
            // Forget the last good pictures of views no page shows.
            for key in lastGood.keys where key.file == file {
                let shown = clients.values.contains { $0.file == file && $0.views.contains(key.view) }
                if !shown { (lastGood[key], memories[key]) = (nil, nil) }
            }
            for client in clients.values where client.file == file {
                keys += client.views.map { ViewKey(file: file, view: $0) }
            }
        }
        forgetUnusedStrips()
        let list = listChanged ? filesMessage() : nil
        let everyone = clients.values.map(\.send)
        lock.unlock()
        if let list { for send in everyone { send(.text(list)) } }
        if listChanged || foldersChanged { updateWatches() }
        schedule(keys)
        // A file made in a new folder before the folder's watch began is found by looking once more.
        if foldersChanged {
            lock.lock()
            let folders = files.globFolders
            lock.unlock()
            filesChanged(folders)
        }
    }

    /// The index: every file, and the values the page's switches offer. Called with the lock held.
    private func filesMessage() -> String {
        struct Message: Encodable {
            var type = "files"
            var files: [PreviewFiles.Entry]
            var patterns: [String]
            var choices = PreviewView.choices
            var watching: String
        }
        let message = Message(
            files: files.entries, patterns: files.patterns.map(\.text),
            watching: watcher?.source == .kernel ? "inotify" : "polling")
        return Self.json(message)
    }

    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Milliseconds since 1970, as the page's `performance.timeOrigin + performance.now()` counts.
    static func now() -> Double { Date().timeIntervalSince1970 * 1000 }
}

/// A view's render as the page receives it.
struct ViewMessage: Encodable {
    var type = "view"
    var file: Int
    var name: String
    var view: PreviewView
    var title: String?
    var errors: [RenderedView.Problem]
    var warnings: [String]
    var picture: RenderedView.PictureInfo?
    var lastGood: RenderedView.PictureInfo?
    var elements: [RenderedView.ElementInfo]
    var parts: [RenderedView.PartInfo]
    var timing: RenderedView.Timing
    var changedAt: Double?
    var startedAt: Double
    var renderedAt: Double

    init(
        file: Int, name: String, view: PreviewView, rendered: RenderedView, lastGood: RenderedView.PictureInfo?,
        changedAt: Double?, startedAt: Double, renderedAt: Double
    ) {
        self.file = file
        self.name = name
        self.view = view
        title = rendered.title
        errors = rendered.errors
        warnings = rendered.warnings
        picture = rendered.picture
        self.lastGood = lastGood
        elements = rendered.elements
        parts = rendered.parts
        timing = rendered.timing
        self.changedAt = changedAt
        self.startedAt = startedAt
        self.renderedAt = renderedAt
    }

    var json: String { PreviewSession.json(self) }
}
