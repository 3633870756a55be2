/// A JSON number with the literal it was written as, so whole numbers (ticks, ids) convert exactly even
/// beyond 2^53, and a non-standard `NaN` or `Infinity` can be reported by name.
public struct JSONNumber: Hashable, Sendable {
    public let literal: String
    public let double: Double

    public init(literal: String, double: Double) {
        self.literal = literal
        self.double = double
    }

    /// A number written in its shortest exact form.
    public init(_ value: Double) {
        self.init(literal: JSONWriter.format(value), double: value)
    }

    public init(_ value: Int64) {
        self.init(literal: String(value), double: Double(value))
    }

    /// The value as a whole number when the literal is one (no fraction or exponent) and fits, or when the
    /// value is whole and fits.
    public var int64: Int64? {
        if let exact = Int64(literal) { return exact }
        guard double.isFinite, double.rounded() == double else { return nil }
        return Int64(exactly: double)
    }
}

extension JSONNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int64) {
        self.init(value)
    }

    public init(floatLiteral value: Double) {
        self.init(value)
    }
}
