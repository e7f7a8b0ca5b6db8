extension Double {
    /// `rounded()` (to nearest, halves away from zero, the sign kept), without a call into libm:
    /// frames round four values an element. Below 2^52 the truncation is exact, and so is the
    /// fraction left after it.
    @inline(__always)
    var roundedToNearest: Double {
        guard abs(self) < 0x1p52 else { return rounded() }
        let whole = Double(Int64(self))
        let fraction = self - whole
        let result = fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
        return Double(signOf: self, magnitudeOf: result)
    }
}
