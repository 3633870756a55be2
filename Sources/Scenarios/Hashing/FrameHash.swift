/// A 64-bit fingerprint of one frame's draw list, written in files as 16 lower-case hex digits.
package struct FrameHash: Hashable, Sendable, CustomStringConvertible {
    package let value: UInt64

    package init(value: UInt64) {
        self.value = value
    }

    /// Reads exactly 16 hex digits (either case); nil for anything else.
    package init?(hex: String) {
        guard hex.utf8.count == 16, hex.utf8.allSatisfy(\.isASCIIHexDigit), let v = UInt64(hex, radix: 16) else {
            return nil
        }
        value = v
    }

    /// 16 lower-case hex digits, zero-padded.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    package var description: String { hex }
}

extension UInt8 {
    fileprivate var isASCIIHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}
