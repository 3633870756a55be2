/// A JSON number with the literal it was written as, so whole numbers (ticks, ids) convert exactly even
/// beyond 2^53, and a non-standard `NaN` or `Infinity` can be reported by name.
package struct JSONNumber: Hashable, Sendable {
    package let literal: String
    package let double: Double

    package init(literal: String, double: Double) {
        self.literal = literal
        self.double = double
    }

    /// A number written in its shortest exact form.
    package init(_ value: Double) {
        self.init(literal: JSONWriter.format(value), double: value)
    }

    package init(_ value: Int64) {
        self.init(literal: String(value), double: Double(value))
    }

    /// The value as a whole number when the literal is one (no fraction or exponent) and fits, or when the
    /// value is whole and fits.
    package var int64: Int64? {
        if let exact = Int64(literal) { return exact }
        guard double.isFinite, double.rounded() == double else { return nil }
        return Int64(exactly: double)
    }
}

extension JSONNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    package init(integerLiteral value: Int64) {
        self.init(value)
    }

    package init(floatLiteral value: Double) {
        self.init(value)
    }
}
