/// Whole numbers in messages, and sums that cannot overflow.
extension Int {
    /// The sum, or `Int.max` when it would overflow.
    func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }

    /// `1,234,567`: digits grouped by threes, the same in every locale.
    var formatted: String {
        let digits = String(magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (self < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
