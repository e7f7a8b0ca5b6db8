import Foundation
import MosaicCairo

#if canImport(Glibc)
import Glibc
#endif

/// What `mosaic` does on SIGINT (Ctrl-C), SIGTERM and SIGHUP: removes every temporary file
/// it is writing, leaves earlier output untouched, and exits with 128 + the signal's number
/// (130 for SIGINT, 143 for SIGTERM), as shells expect.
///
/// The signals are blocked in every thread and taken by one thread waiting in `sigwait`,
/// so the clean-up runs as ordinary code (it may take locks and call `unlink`), never
/// inside a signal handler.
enum Interruption {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Starts watching; call first thing, before any other thread exists (threads
    /// inherit the blocked signals from the one that starts them).
    static func install() {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signal in signals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        let watched = blocked
        let watcher = Thread {
            var set = watched
            var received: Int32 = 0
            while sigwait(&set, &received) != 0 {}
            TemporaryFiles.removeAllAndStop()
            let message = "\nmosaic: interrupted by signal \(received); temporary files removed\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            _exit(128 + received)
        }
        watcher.name = "mosaic-signals"
        watcher.start()
    }
}
