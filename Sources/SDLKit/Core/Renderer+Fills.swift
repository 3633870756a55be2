import CSDL2

/// Opaque fills that leave their pixels in the cache on SDL's software renderer.
///
/// SDL 2's software fill (`SDL_FillRect`, its SSE version) writes every row of 64 bytes or more with
/// non-temporal stores, which go around the cache to memory. That suits clearing a whole frame, but a
/// small area filled and then drawn over (a damage region cleared and redrawn, a switch track's middle) is
/// read back from memory, and a short row's partly written lines cost more than the stores save: filling
/// the switch tracks' middles in one piece made frames at 1,000 switches about 60 % slower, and clearing
/// the damage regions that way cost about a fifth of a damaged frame (docs/performance.md, "Fills that stay in
/// the cache"). A row under 64 bytes takes plain stores, so on the software renderer a small fill goes to
/// SDL as strips `stripWidth` pixels wide, which fill the same pixels.
extension Renderer {
    /// Fills `rects` (whole pixels of the current target, within its viewport) with the draw colour and
    /// blend mode already set, in as few SDL calls as SDL takes without copying them to the heap; on the
    /// software renderer a rectangle of at most `stripArea` pixels is filled in strips.
    package func fillRects(_ rects: UnsafeBufferPointer<SDL_Rect>) throws {
        let strips = isSoftware
        try withUnsafeTemporaryAllocation(of: SDL_Rect.self, capacity: Self.fillBatch) { batch in
            guard let base = batch.baseAddress else { return }
            var count = 0
            func add(_ rect: SDL_Rect) throws {
                base[count] = rect
                count += 1
                if count == Self.fillBatch {
                    try check(SDL_RenderFillRects(pointer, base, Int32(count)), "SDL_RenderFillRects")
                    count = 0
                }
            }
            for rect in rects {
                guard strips, Self.isStripped(rect) else {
                    try add(rect)
                    continue
                }
                var x = rect.x
                let end = rect.x &+ rect.w
                while x < end {
                    let w = min(Self.stripWidth, end &- x)
                    try add(SDL_Rect(x: x, y: rect.y, w: w, h: rect.h))
                    x &+= w
                }
            }
            if count > 0 { try check(SDL_RenderFillRects(pointer, base, Int32(count)), "SDL_RenderFillRects") }
        }
    }

    /// True when `rect` is filled in strips: wider than one strip and at most `stripArea` pixels.
    static func isStripped(_ rect: SDL_Rect) -> Bool {
        rect.w > stripWidth && rect.h > 0 && Int(rect.w) * Int(rect.h) <= stripArea
    }

    /// The widest strip whose rows SDL fills with plain stores: 15 pixels of 4 bytes, under 64 bytes.
    static let stripWidth: Int32 = 15

    /// The largest rectangle filled in strips (256x256 pixels, 256 KiB): past that, a fill is more likely
    /// a background nobody reads back, where going around the cache is right.
    static let stripArea = 1 << 16

    /// The most rectangles one `SDL_RenderFillRects` call is given: SDL 2 copies them onto its stack when
    /// they take less than 128 bytes, else into a heap block.
    static let fillBatch = 7
}
