/// The last value of each of a frame's four numbers and its tidied form (``LayoutFrame/tidy(_:)``,
/// a multiplication, a rounding and a division each).
///
/// Neighbouring elements share their widths and heights, and a row's cells their y: read in
/// order, most values were just tidied.
struct TidyMemo {
    /// One number's last value and its tidied form. Values are compared by their bits (so -0
    /// and each NaN are values of their own); zero's bits, tidied, are zero.
    struct Last {
        private var bits: UInt64 = 0
        private var tidied: Double = 0

        /// `value` tidied.
        @inline(__always)
        mutating func tidy(_ value: Double) -> Double {
            if bits != value.bitPattern {
                bits = value.bitPattern
                tidied = LayoutFrame.tidy(value)
            }
            return tidied
        }
    }

    var x = Last(), y = Last(), width = Last(), height = Last()
}
