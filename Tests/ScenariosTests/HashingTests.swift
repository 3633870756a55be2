import SceneGraph
import Testing

@testable import Scenarios

@Suite struct HashingTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrs"
                + "mnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func sha256MatchesTheStandardVectors(input: String, digest: String) {
        #expect(SHA256.hexDigest(Array(input.utf8)) == digest)
    }

    @Test func sha256OfAMillionAs() {
        let input = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hexDigest(input) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    static let base: [DrawCommand] = [
        .pushClip(Rect(x: 0, y: 0, width: 100, height: 50)),
        .fill(Rect(x: 1, y: 2, width: 30, height: 10), radius: 5, color: Color(r: 10, g: 20, b: 30, a: 40)),
        .stroke(Rect(x: 1, y: 2, width: 30, height: 10), radius: 5, width: 1, color: Color(r: 1, g: 2, b: 3)),
        .image(ImageHandle(id: 7), source: nil, dest: Rect(x: 3, y: 4, width: 5, height: 6), color: .white),
        .image(
            ImageHandle(id: 7), source: Rect(x: 0, y: 0, width: 2, height: 2),
            dest: Rect(x: 3, y: 4, width: 5, height: 6), color: .white),
        .text(TextHandle(id: 3), origin: Point(x: 8, y: 9), color: Color(r: 0, g: 0, b: 0)),
        .beginGroup(Rect(x: 1, y: 2, width: 30, height: 10), opacity: 0.5),
        .endGroup,
        .popClip,
    ]

    /// Each list differs from `base` in exactly one field of one command.
    static let variants: [[DrawCommand]] = {
        var out: [[DrawCommand]] = []
        func with(_ i: Int, _ command: DrawCommand) {
            var list = base
            list[i] = command
            out.append(list)
        }
        let rect = Rect(x: 1, y: 2, width: 30, height: 10)
        let color = Color(r: 10, g: 20, b: 30, a: 40)
        with(0, .pushClip(Rect(x: 0, y: 0, width: 100, height: 50.5)))
        with(1, .fill(rect.offsetBy(dx: 0.015625, dy: 0), radius: 5, color: color))
        with(1, .fill(Rect(x: 1, y: 2.5, width: 30, height: 10), radius: 5, color: color))
        with(1, .fill(Rect(x: 1, y: 2, width: 31, height: 10), radius: 5, color: color))
        with(1, .fill(Rect(x: 1, y: 2, width: 30, height: 11), radius: 5, color: color))
        with(1, .fill(rect, radius: 4, color: color))
        with(1, .fill(rect, radius: 5, color: Color(r: 11, g: 20, b: 30, a: 40)))
        with(1, .fill(rect, radius: 5, color: Color(r: 10, g: 21, b: 30, a: 40)))
        with(1, .fill(rect, radius: 5, color: Color(r: 10, g: 20, b: 31, a: 40)))
        with(1, .fill(rect, radius: 5, color: Color(r: 10, g: 20, b: 30, a: 41)))
        with(1, .stroke(rect, radius: 5, width: 0, color: color))
        with(2, .stroke(rect, radius: 5, width: 2, color: Color(r: 1, g: 2, b: 3)))
        with(3, .image(ImageHandle(id: 8), source: nil, dest: Rect(x: 3, y: 4, width: 5, height: 6), color: .white))
        with(
            3,
            .image(
                ImageHandle(id: 7), source: Rect(x: 0, y: 0, width: 5, height: 6),
                dest: Rect(x: 3, y: 4, width: 5, height: 6), color: .white))
        with(
            4,
            .image(
                ImageHandle(id: 7), source: Rect(x: 0, y: 0, width: 2, height: 3),
                dest: Rect(x: 3, y: 4, width: 5, height: 6), color: .white))
        with(
            4,
            .image(
                ImageHandle(id: 7), source: Rect(x: 0, y: 0, width: 2, height: 2),
                dest: Rect(x: 3, y: 4, width: 5, height: 6), color: .white, rotation: .clockwise))
        with(
            4,
            .image(
                ImageHandle(id: 7), source: Rect(x: 0, y: 0, width: 2, height: 2),
                dest: Rect(x: 3, y: 4, width: 5, height: 6), color: .white, rotation: .counterClockwise))
        with(5, .text(TextHandle(id: 4), origin: Point(x: 8, y: 9), color: Color(r: 0, g: 0, b: 0)))
        with(5, .text(TextHandle(id: 3), origin: Point(x: 8, y: 9.25), color: Color(r: 0, g: 0, b: 0)))
        with(6, .beginGroup(Rect(x: 1, y: 2, width: 30, height: 11), opacity: 0.5))
        with(6, .beginGroup(Rect(x: 1, y: 2, width: 30, height: 10), opacity: 0.25))
        with(7, .popClip)
        with(8, .pushClip(.zero))
        out.append(Array(base.dropLast()))
        out.append(Array(base.reversed()))
        return out
    }()

    @Test func equalListsHashEqually() {
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .white)
        #expect(DrawListHasher.hash(list) == DrawListHasher.hash(list.commands))
        #expect(DrawListHasher.hash(Self.base) == DrawListHasher.hash(Array(Self.base)))
        #expect(DrawListHasher.hash([]) != DrawListHasher.hash(Self.base))
    }

    @Test func anyFieldChangeChangesTheHash() {
        let hashes = ([Self.base] + Self.variants).map { DrawListHasher.hash($0) }
        #expect(Set(hashes).count == hashes.count)
    }

    @Test func negativeZeroHashesAsZero() {
        let zero: [DrawCommand] = [.text(TextHandle(id: 1), origin: Point(x: 0, y: 1), color: .white)]
        let negative: [DrawCommand] = [.text(TextHandle(id: 1), origin: Point(x: -0.0, y: 1), color: .white)]
        #expect(DrawListHasher.hash(zero) == DrawListHasher.hash(negative))
    }

    @Test func frameHashesReadBackFromTheirHex() {
        let hash = FrameHash(value: 0x00ab_cdef_0123_4567)
        #expect(hash.hex == "00abcdef01234567")
        #expect(FrameHash(hex: hash.hex) == hash)
        #expect(FrameHash(hex: "00ABCDEF01234567") == hash)
        #expect(FrameHash(hex: "abc") == nil)
        #expect(FrameHash(hex: "+0abcdef01234567") == nil)
    }
}
