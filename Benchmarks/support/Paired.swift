import Foundation

/// Two things timed in alternation (A B A B ...), so that a machine that slows
/// down or speeds up during the run affects both alike; the figure to quote is
/// the median of the per-pair ratios B / A, with its spread.
public struct PairedTiming {
    /// A's times, ms, in run order.
    public let a: [Double]
    /// B's times, ms, in run order.
    public let b: [Double]

    /// B / A for each pair, in run order.
    public var ratios: [Double] { zip(a, b).map { $0.1 / $0.0 } }
    /// The median of the per-pair ratios B / A.
    public var ratio: Double { Self.quantile(ratios, 0.5) }
    /// The lowest and highest per-pair ratio.
    public var ratioRange: (low: Double, high: Double) { (ratios.min() ?? .nan, ratios.max() ?? .nan) }
    /// The interquartile range of the per-pair ratios.
    public var ratioQuartiles: (low: Double, high: Double) {
        (Self.quantile(ratios, 0.25), Self.quantile(ratios, 0.75))
    }
    public var medianA: Double { Self.quantile(a, 0.5) }
    public var medianB: Double { Self.quantile(b, 0.5) }

    /// "1.31 (IQR 1.25-1.36, range 1.20-1.44, 9 pairs)".
    public var ratioSummary: String {
        String(
            format: "%.2f (IQR %.2f-%.2f, range %.2f-%.2f, %d pairs)", ratio, ratioQuartiles.low,
            ratioQuartiles.high, ratioRange.low, ratioRange.high, ratios.count)
    }

    /// The `q` quantile of `values` (linear between neighbours); NaN when empty.
    public static func quantile(_ values: [Double], _ q: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let position = q * Double(sorted.count - 1)
        let low = Int(position.rounded(.down))
        let high = Int(position.rounded(.up))
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }
}

/// Runs `a` then `b`, `warmUp` times unrecorded, then `pairs` times recorded.
/// Each body returns the milliseconds it measured (a peer process may time itself).
public func paired(pairs: Int, warmUp: Int = 1, _ a: () throws -> Double, _ b: () throws -> Double) rethrows
    -> PairedTiming
{
    for _ in 0..<warmUp {
        _ = try a()
        _ = try b()
    }
    var timesA: [Double] = []
    var timesB: [Double] = []
    for _ in 0..<pairs {
        timesA.append(try a())
        timesB.append(try b())
    }
    return PairedTiming(a: timesA, b: timesB)
}

/// Milliseconds that `body` takes.
public func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
}

/// Milliseconds of CPU time the calling thread spends in `body`: unlike wall time, it leaves
/// out the time other processes hold the core, so it moves less on a busy machine.
public func threadCPUMilliseconds(_ body: () throws -> Void) rethrows -> Double {
    try cpuMilliseconds(CLOCK_THREAD_CPUTIME_ID, body)
}

/// Milliseconds of CPU time every thread of this process spends while `body` runs (for work
/// that `body` spreads over threads).
public func processCPUMilliseconds(_ body: () throws -> Void) rethrows -> Double {
    try cpuMilliseconds(CLOCK_PROCESS_CPUTIME_ID, body)
}

private func cpuMilliseconds(_ clock: clockid_t, _ body: () throws -> Void) rethrows -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(clock, &start)
    try body()
    clock_gettime(clock, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6
}

/// The peak resident memory of this process so far, in MiB (Linux's VmHWM).
public func peakMemoryMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kib = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return .nan }
    return kib / 1024
}

/// The CPUs this process may run on ("0", "0-1"; Linux's Cpus_allowed_list), for the record: a
/// paired benchmark started with `taskset -c 0` runs both sides of each pair on the same core.
public func allowedCPUs() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") })
    else { return "?" }
    return line.split(separator: "\t").last.map(String.init) ?? "?"
}

/// "load average 0.42 0.30 0.25" (Linux's /proc/loadavg): how busy the machine was, for the record.
public func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return "load average " + text.split(separator: " ").prefix(3).joined(separator: " ")
}
