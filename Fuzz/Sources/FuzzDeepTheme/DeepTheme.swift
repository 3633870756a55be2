import FuzzInput

/// Theme text built from fuzz bytes to reach the depth limits that a file decides: a long `extends` chain
/// (up to 8,192 styles, about 200 KB: issue 26's crash needed 8,000) or arrays and objects nested up to 65,536
/// deep, placed where a theme holds values. Lengths are spread over their powers of two, so the limits
/// (`ThemeLimits.maxStyleChain`, `maxDepth`) and thousands past them come up alike. A few bytes describe
/// a large input, so libFuzzer explores depths, endings and placements rather than typing brackets.
enum DeepTheme {
    /// The theme the next bytes of `input` describe.
    static func text(_ input: inout FuzzBytes) -> String {
        input.oneIn(2) ? chain(&input) : nesting(&input)
    }

    /// Styles `s0` extends `s1` extends ... `sN`: the chain ends in a style of its own, an unknown parent,
    /// a cycle back into the chain or a parent that is not a name. Styles carry values from a short
    /// pattern in the bytes, are written root first or last, and two switches use the chain's first and
    /// middle styles.
    static func chain(_ input: inout FuzzBytes) -> String {
        let count = input.logScale(upTo: 8_192)
        let ending = input.below(4)
        let cycleTo = input.below(count)
        let rootFirst = input.oneIn(2)
        let pattern = (0..<(1 + input.below(16))).map { _ in input.byte() }
        var styles: [String] = []
        styles.reserveCapacity(count)
        for index in 0..<count {
            var members: [String] = []
            if index + 1 < count {
                members.append(#""extends": "s\#(index + 1)""#)
            } else {
                switch ending {
                case 0: break
                case 1: members.append(#""extends": "nowhere""#)
                case 2: members.append(#""extends": "s\#(cycleTo)""#)
                default: members.append(#""extends": 7"#)
                }
            }
            if let value = styleValue(pattern[index % pattern.count]) { members.append(value) }
            styles.append(#""s\#(index)": { \#(members.joined(separator: ", ")) }"#)
        }
        if rootFirst { styles.reverse() }
        return """
            { "version": 1, "styles": {
            \(styles.joined(separator: ",\n"))
            },
            "switches": [ { "id": "first", "style": "s0" }, { "id": "middle", "style": "s\(count / 2)" } ] }
            """
    }

    /// One of the values a style in the chain may write, picked by `code`: a key of a merged section
    /// (`track`, `thumb`, `labels.on`), a whole value (`size`, a border), or none.
    private static func styleValue(_ code: UInt8) -> String? {
        let n = Int(code)
        switch code % 8 {
        case 0: return #""thumb": { "margin": \#(n % 9) }"#
        case 1: return ##""track": { "on": "#AAAAA\##(n % 10)" }"##
        case 2: return #""size": [ \#(40 + n % 60), \#(20 + n % 30) ]"#
        case 3: return #""labels": { "on": { "text": "on\#(n)" } }"#
        case 4: return ##""track": { "border": { "color": "#000000", "width": \##(n % 5) } }"##
        case 5: return #""animation": { "duration": 0.\#(n % 10) }"#
        default: return nil
        }
    }

    /// Arrays, objects or both nested up to 65,536 deep, as the whole file, a style's value, a switch's
    /// caption or a string table's entry; closed, or cut off inside.
    static func nesting(_ input: inout FuzzBytes) -> String {
        let depth = input.logScale(upTo: 65_536)
        let shape = input.below(3)
        let place = input.below(4)
        let closed = !input.oneIn(4)
        var opening = ""
        var closing = ""
        opening.reserveCapacity(depth * 6)
        for level in 0..<depth {
            let array = shape == 0 || (shape == 2 && level % 2 == 0)
            opening += array ? "[" : #"{"a":"#
            closing += array ? "]" : "}"
        }
        let deep = opening + "1" + (closed ? String(closing.reversed()) : "")
        switch place {
        case 0:
            return deep
        case 1:
            return #"{ "version": 1, "styles": { "s": { "track": \#(deep) } }, "switches": [ { "style": "s" } ] }"#
        case 2:
            return #"{ "version": 1, "switches": [ { "id": "a", "caption": \#(deep) } ] }"#
        default:
            return #"{ "version": 1, "strings": { "de": { "on": \#(deep) } } }"#
        }
    }
}
