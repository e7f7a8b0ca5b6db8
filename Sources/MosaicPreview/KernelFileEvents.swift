#if canImport(Glibc)
import Foundation
import Glibc

/// A small wrapper over Linux's inotify: watches folders and says, after a wait, whether
/// anything in them changed, and which entries were made whole (closed after writing, or
/// renamed into place). Nothing else of what changed is reported: ``FileWatcher`` compares the
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

    /// What one drain read.
    struct Events {
        /// Whether there was any event.
        var any = false
        /// The paths (folder and name) of entries closed after writing or renamed into place:
        /// a save ends with one of these, so the file is whole.
        var completed: Set<String> = []
    }

    /// Reads every pending event, and forgets the watches of folders that were deleted or
    /// moved (the caller watches them again once they are back).
    func drain() -> Events {
        var events = Events()
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, size)
            guard count > 0 else { break }
            events.any = true
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = offset + MemoryLayout<inotify_event>.size
                if event.mask & UInt32(IN_IGNORED) != 0 {
                    watches = watches.filter { $0.value != event.wd }
                } else if event.mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0, event.len > 0,
                    let folder = watches.first(where: { $0.value == event.wd })?.key
                {
                    // The name is NUL-padded to `len` bytes.
                    let bytes = UnsafeRawBufferPointer(start: buffer + nameStart, count: Int(event.len))
                    let name = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                    events.completed.insert((folder as NSString).appendingPathComponent(name))
                }
                offset = nameStart + Int(event.len)
            }
        }
        return events
    }

    /// The folders watched now.
    var watchedFolders: Set<String> { Set(watches.keys) }
}
#endif
