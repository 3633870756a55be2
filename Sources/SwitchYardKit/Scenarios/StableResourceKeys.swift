import JSONKit
import SDLKit
import Scenarios
import SceneGraph

/// Frame hashes that do not depend on the order text and images were interned in: each handle is
/// replaced by a number derived from what it stands for (the text run; the image's file name, size and tint),
/// so a recording made in a long-running window replays with the same hashes in a fresh process. A key is
/// worked out once per handle and kept: a handle always stands for the same run or image, and `SDLResources`
/// never numbers two alike. (Working every key out again for each command of each checked frame was most
/// of a headless replay's time.)
package final class StableResourceKeys {
    /// The resources whose handles are turned into stable keys.
    package let resources: SDLResources
    private var textKeys: [TextHandle: Int32] = [:]
    private var imageKeys: [ImageHandle: Int32] = [:]

    /// Keys for the handles `resources` hands out.
    package init(resources: SDLResources) {
        self.resources = resources
    }

    /// The hash of `list` with stable keys for its text and image handles.
    package func frameHash(of list: DrawList) -> FrameHash {
        var hasher = DrawListHasher()
        for command in list.commands {
            switch command {
            case .text(let handle, let origin, let color):
                hasher.combine(.text(TextHandle(id: textKey(handle)), origin: origin, color: color))
            case .image(let handle, let source, let dest, let color, let rotation):
                let stable = ImageHandle(id: imageKey(handle))
                hasher.combine(.image(stable, source: source, dest: dest, color: color, rotation: rotation))
            default:
                hasher.combine(command)
            }
        }
        return hasher.finalize()
    }

    /// `list` as text, a command a line (`DrawListDump`), each text named by its stable key and its
    /// string (`text:1a2b3c4d "On"`), each image by its key and file name (`image:5e6f7a8b thumb.png`).
    package func dump(of list: DrawList) -> [String] {
        DrawListDump.lines(
            of: list.commands,
            text: { handle in
                let quoted = resources.run(for: handle).map { " " + JSONWriter.quote($0.text) } ?? ""
                return "text:" + Self.hex(textKey(handle)) + quoted
            },
            image: { handle in
                let name = resources.image(for: handle)?.path.map { FilePaths.lastComponent($0) }
                return "image:" + Self.hex(imageKey(handle)) + (name.map { " " + $0 } ?? "")
            })
    }

    private static func hex(_ key: Int32) -> String {
        let digits = String(UInt32(bitPattern: key), radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    private func textKey(_ handle: TextHandle) -> Int32 {
        if let key = textKeys[handle] { return key }
        guard let run = resources.run(for: handle) else { return -1 }
        var h = StableHash()
        h.add(run.text)
        switch run.face {
        case .regular: h.add("regular")
        case .bold: h.add("bold")
        case .regularItalic: h.add("regularItalic")
        case .boldItalic: h.add("boldItalic")
        case .named(let name): h.add("named:" + name)
        }
        h.add(run.size)
        h.add(run.wrapWidth ?? -1)
        h.add("\(run.alignment)")
        textKeys[handle] = h.int32
        return h.int32
    }

    private func imageKey(_ handle: ImageHandle) -> Int32 {
        if let key = imageKeys[handle] { return key }
        guard let image = resources.image(for: handle) else { return -1 }
        var h = StableHash()
        h.add(FilePaths.lastComponent(image.path ?? ""))
        h.add(Double(image.surface.width))
        h.add(Double(image.surface.height))
        h.add(image.tint?.hexString ?? "")
        imageKeys[handle] = h.int32
        return h.int32
    }
}

/// FNV-1a over strings and doubles, folded to 32 bits.
struct StableHash {
    private var fnv = FNV1a()

    mutating func add(_ s: String) {
        fnv.combine(contentsOf: s.utf8)
        fnv.combine(0xFF)
    }

    mutating func add(_ d: Double) {
        add(String(d.bitPattern, radix: 16))
    }

    var int32: Int32 { Int32(truncatingIfNeeded: fnv.value ^ (fnv.value >> 32)) }
}
