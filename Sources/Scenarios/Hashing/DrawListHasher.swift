import SceneGraph

/// Hashes a draw list with FNV-1a 64 over a fixed byte encoding of every command: a tag byte per case,
/// doubles as their exact IEEE bit patterns (negative zero counted as zero, since it draws the same),
/// colours as four bytes, handle ids as four bytes, and a presence byte for an optional source rect. A turned
/// image has its own tag and a byte for its turn, so upright images hash as they always have.
/// Exact bits make the hash strict: replays on the same code are deterministic, so any visible change shows.
/// Handle ids are hashed as given; a host that builds its scene deterministically interns them in the
/// same order every run.
package struct DrawListHasher: Sendable {
    private var fnv = FNV1a()

    package init() {}

    /// The hash of every command of `list`, in order.
    package static func hash(_ list: DrawList) -> FrameHash {
        hash(list.commands)
    }

    /// The hash of `commands`, in order.
    package static func hash(_ commands: some Sequence<DrawCommand>) -> FrameHash {
        var hasher = DrawListHasher()
        for command in commands { hasher.combine(command) }
        return hasher.finalize()
    }

    /// Adds one command.
    package mutating func combine(_ command: DrawCommand) {
        switch command {
        case .fill(let rect, let radius, let color):
            byte(1)
            self.rect(rect)
            double(radius)
            self.color(color)
        case .stroke(let rect, let radius, let width, let color):
            byte(2)
            self.rect(rect)
            double(radius)
            double(width)
            self.color(color)
        case .image(let handle, let source, let dest, let color, let rotation):
            if rotation == .upright {
                byte(3)
            } else {
                byte(9)
                byte(rotation.rawValue)
            }
            int32(handle.id)
            if let source {
                byte(1)
                rect(source)
            } else {
                byte(0)
            }
            rect(dest)
            self.color(color)
        case .text(let handle, let origin, let color):
            byte(4)
            int32(handle.id)
            double(origin.x)
            double(origin.y)
            self.color(color)
        case .pushClip(let clip):
            byte(5)
            rect(clip)
        case .popClip:
            byte(6)
        case .beginGroup(let bounds, let opacity):
            byte(7)
            rect(bounds)
            double(opacity)
        case .endGroup:
            byte(8)
        }
    }

    /// The hash of everything added so far.
    package func finalize() -> FrameHash {
        FrameHash(value: fnv.value)
    }

    private mutating func byte(_ b: UInt8) {
        fnv.combine(b)
    }

    private mutating func int32(_ v: Int32) {
        let bits = UInt32(bitPattern: v)
        for shift in stride(from: 0, to: 32, by: 8) { byte(UInt8(truncatingIfNeeded: bits >> UInt32(shift))) }
    }

    private mutating func double(_ v: Double) {
        let bits = (v == 0 ? 0 : v).bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { byte(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    private mutating func rect(_ r: Rect) {
        double(r.origin.x)
        double(r.origin.y)
        double(r.size.width)
        double(r.size.height)
    }

    private mutating func color(_ c: Color) {
        byte(c.r)
        byte(c.g)
        byte(c.b)
        byte(c.a)
    }
}
