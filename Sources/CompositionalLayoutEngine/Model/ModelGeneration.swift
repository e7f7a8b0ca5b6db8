/// A counter that every change to a mutable property of the layout model
/// (items' and groups' insets and spacing) advances, so that a solve can tell
/// whether a group it already laid out may have changed since.
enum ModelGeneration {
    /// Only compared for equality within one solve; a race with a mutation on
    /// another thread is a race on the model itself.
    nonisolated(unsafe) private(set) static var current: UInt64 = 0

    /// Marks the model as changed.
    static func advance() { current &+= 1 }
}
