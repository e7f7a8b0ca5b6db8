import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Watches files and folders, and reports which of them changed, once per burst of changes.
///
/// Changes come from the kernel (inotify, on the folders holding the files) where it can
/// watch them, so that an idle watcher sleeps in `poll` without waking; otherwise (no
/// inotify, a folder that does not exist yet, or `polling` asked for) every path's
/// ``FileSignature`` is compared at an interval. Either way a path is reported only when its
/// signature differs from the last one reported, so a save that writes a new file and renames
/// it over the old one, a deletion, or a file replaced by a folder are all seen, and a
/// burst of events from one save (write, rename, a backup removed) makes one report after
/// the events stop for `quietPeriod`. A save's last event (the file closed after writing, or
/// renamed into place) needs no wait: the kernel says the file is whole, so it is reported
/// at once, unless another ended less than `quietPeriod` before: saves that close together
/// are a burst, reported at its first save and once more after it ends.
public final class FileWatcher: @unchecked Sendable {
    /// Where changes come from.
    public enum Source: Sendable, Equatable {
        /// The kernel's notifications (inotify).
        case kernel
        /// Comparing every path's signature at an interval.
        case polling
    }

    /// Where changes come from: ``Source/kernel`` unless inotify is unavailable or polling was asked for.
    public let source: Source
    private let quietPeriod: Int32
    private let pollInterval: Int32
    private let onChange: @Sendable (Set<String>) -> Void
    private let lock = NSLock()
    private var files: Set<String> = []
    private var folders: Set<String> = []
    private var signatures: [String: FileSignature] = [:]
    /// Signatures seen at an interval's look but not reported yet: a save may be under way.
    private var unsettled: [String: FileSignature] = [:]
    private var stopped = false
    private var wakeRead: Int32 = -1
    private var wakeWrite: Int32 = -1
    #if canImport(Glibc)
    private let kernel: KernelFileEvents?
    #endif

    /// Starts a watcher with nothing to watch.
    ///
    /// - Parameters:
    ///   - polling: compare signatures at `pollInterval` even where inotify works.
    ///   - quietPeriod: how long, after the last event, to wait before reporting (seconds).
    ///   - pollInterval: how often signatures are compared when polling (seconds).
    ///   - onChange: called on the watcher's own thread with the paths whose signatures changed.
    public init(
        polling: Bool = false, quietPeriod: TimeInterval = 0.015, pollInterval: TimeInterval = 0.25,
        onChange: @escaping @Sendable (Set<String>) -> Void
    ) {
        self.quietPeriod = Int32(quietPeriod * 1000)
        self.pollInterval = Int32(pollInterval * 1000)
        self.onChange = onChange
        #if canImport(Glibc)
        kernel = polling ? nil : KernelFileEvents()
        source = kernel == nil ? .polling : .kernel
        var ends: [Int32] = [0, 0]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            (wakeRead, wakeWrite) = (ends[0], ends[1])
        }
        #else
        source = .polling
        #endif
        let thread = Thread { [self] in run() }
        thread.name = "mosaic-file-watcher"
        thread.start()
    }

    /// Watches exactly these paths from now on: `files` through the folders holding them,
    /// `folders` for entries appearing and going. The signature a path has now is the one
    /// later changes are measured from.
    public func watch(files: Set<String>, folders: Set<String> = []) {
        lock.lock()
        for path in files.union(folders) where signatures[path] == nil {
            signatures[path] = FileSignature(path: path)
        }
        self.files = files
        self.folders = folders
        signatures = signatures.filter { files.contains($0.key) || folders.contains($0.key) }
        lock.unlock()
        wake()
    }

    /// Stops watching; `onChange` is not called after this returns from the watcher's next wake.
    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        wake()
    }

    private func wake() {
        guard wakeWrite >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// The folders whose entries matter: those holding the files, and the folders themselves
    /// with the folders holding them (so that a folder deleted and made again is seen).
    private func foldersToWatch() -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        var result = Set(files.map { ($0 as NSString).deletingLastPathComponent })
        for folder in folders {
            result.insert(folder)
            result.insert((folder as NSString).deletingLastPathComponent)
        }
        result.remove("")
        return result
    }

    private func run() {
        defer {
            if wakeRead >= 0 { close(wakeRead) }
            if wakeWrite >= 0 { close(wakeWrite) }
        }
        var pendingSince: Date?
        /// When a watched file was last made whole: saves closer together than the quiet
        /// period are one burst.
        var completedAt = Date.distantPast
        var wasUnwatched = false
        while true {
            lock.lock()
            let isStopped = stopped
            lock.unlock()
            if isStopped { return }

            var unwatched = true
            #if canImport(Glibc)
            if let kernel { unwatched = !kernel.watch(foldersToWatch()).isEmpty }
            #endif
            // A folder that has just appeared may already hold the file written into it before
            // its watch was added, which no event will report: look once the quiet period ends.
            if wasUnwatched && !unwatched && pendingSince == nil { pendingSince = Date() }
            wasUnwatched = unwatched
            // Bursts end after a quiet period, but a stream of events never holds a report back
            // for longer than ten of them.
            var timeout: Int32 = -1
            if let pendingSince {
                let waited = Int32(Date().timeIntervalSince(pendingSince) * 1000)
                timeout = max(0, min(quietPeriod, 10 * quietPeriod - waited))
            } else if unwatched {
                timeout = pollInterval
            }

            var descriptors = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            #if canImport(Glibc)
            if let kernel { descriptors.append(pollfd(fd: kernel.pollDescriptor, events: Int16(POLLIN), revents: 0)) }
            #endif
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 && errno != EINTR { Thread.sleep(forTimeInterval: Double(pollInterval) / 1000) }
            if descriptors[0].revents != 0 {
                var bytes = [UInt8](repeating: 0, count: 64)
                while read(wakeRead, &bytes, bytes.count) > 0 {}
            }
            #if canImport(Glibc)
            if descriptors.count > 1, descriptors[1].revents != 0, let events = kernel?.drain(), events.any {
                // Other events (an editor's temporary file made, a backup removed) leave the
                // burst pending, to be looked at once it ends.
                var reportsNow = false
                if !events.completed.isDisjoint(with: watchedFiles()) {
                    reportsNow = Date().timeIntervalSince(completedAt) * 1000 >= Double(quietPeriod)
                    completedAt = Date()
                }
                if reportsNow {
                    report(requireSettled: false)
                } else if pendingSince == nil {
                    pendingSince = Date()
                }
                continue
            }
            #endif
            if ready == 0 {
                // Events end with the file closed or renamed into place; a look at an interval
                // may catch a save half-written, so it waits for the same signature twice.
                report(requireSettled: pendingSince == nil)
                pendingSince = nil
            }
        }
    }

    private func watchedFiles() -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return files
    }

    /// Calls `onChange` with the paths whose signatures differ from the last ones reported;
    /// with `requireSettled`, only those whose new signature is the one seen at the last look.
    private func report(requireSettled: Bool) {
        lock.lock()
        var changed: Set<String> = []
        for (path, old) in signatures {
            let new = FileSignature(path: path)
            guard new != old else {
                unsettled[path] = nil
                continue
            }
            if requireSettled && unsettled[path] != new {
                unsettled[path] = new
                continue
            }
            unsettled[path] = nil
            signatures[path] = new
            changed.insert(path)
        }
        let isStopped = stopped
        lock.unlock()
        if !changed.isEmpty && !isStopped { onChange(changed) }
    }
}
