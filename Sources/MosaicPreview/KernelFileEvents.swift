#if canImport(Glibc)
import Glibc

/// A small wrapper over Linux's inotify: watches folders and says, after a wait, whether
/// anything in them changed. What changed is not reported: ``FileWatcher`` compares the
/// files' ``FileSignature``s, which also covers events the kernel drops when its queue fills.
final class KernelFileEvents {
    private let descriptor: Int32
    private var watches: [String: Int32] = [:]

    /// What a folder's watch reports: entries written and closed, created, deleted and moved
    /// in or out (editors that save by writing a new file and renaming it over the old one),
    /// attributes changed, and the folder itself going away. Not IN_MODIFY: a save that
    /// truncates and rewrites a file would be seen half-written.
    private static let mask = UInt32(
        IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    /// `nil` where inotify is unavailable (no kernel support, or the per-user limit of
    /// instances is reached).
    init?() {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// The descriptor to wait on with `poll`.
    var pollDescriptor: Int32 { descriptor }

    /// Watches exactly `folders` from now on; returns those that could not be watched (they
    /// do not exist, or the per-user limit of watches is reached).
    func watch(_ folders: Set<String>) -> Set<String> {
        for (folder, watch) in watches where !folders.contains(folder) {
            inotify_rm_watch(descriptor, watch)
            watches[folder] = nil
        }
        var failed: Set<String> = []
        for folder in folders where watches[folder] == nil {
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            if watch >= 0 { watches[folder] = watch } else { failed.insert(folder) }
        }
        return failed
    }

    /// Reads every pending event; returns whether there was any, and forgets the watches of
    /// folders that were deleted or moved (the caller watches them again once they are back).
    func drain() -> Bool {
        var any = false
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, size)
            guard count > 0 else { break }
            any = true
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                if event.mask & UInt32(IN_IGNORED) != 0 {
                    watches = watches.filter { $0.value != event.wd }
                }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
        }
        return any
    }

    /// The folders watched now.
    var watchedFolders: Set<String> { Set(watches.keys) }
}
#endif
