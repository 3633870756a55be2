import CAllocCounter
import SDLKit
import SceneGraph
import Testing

/// Playing a steady frame allocates nothing per command: the count of heap allocations a play makes does
/// not grow with the list (a `for` loop over a draw list's commands once allocated per command, through the
/// collection's `_read` coroutine). Compares 40 against 400 commands in one run; a debug build's constant
/// allocations cancel out. (ASan owns malloc and the counter reads 0 there.)
@Suite(.serialized) struct PlaybackAllocationTests {
    @Test func aSteadyFramesAllocationsDoNotGrowWithItsCommands() throws {
        let target = try RenderTarget(headless: Size(width: 640, height: 480), density: 1)
        let player = DrawListPlayer(renderer: target.renderer, resources: try SDLResources(renderer: target.renderer))
        func allocations(commands: Int) throws -> UInt64 {
            var list = DrawList()
            for index in 0..<commands {
                let x = Double(index % 20) * 30
                let y = Double(index / 20) * 20
                list.fill(Rect(x: x, y: y, width: 26, height: 16), radius: 8, color: Color(r: 40, g: 120, b: 200))
            }
            for _ in 0..<3 { try player.play(list, density: 1) }
            let before = alloc_counter_total()
            try player.play(list, density: 1)
            return alloc_counter_total() &- before
        }
        let few = try allocations(commands: 40)
        let many = try allocations(commands: 400)
        #expect(many <= few + 20, "40 commands: \(few) allocations; 400 commands: \(many)")
    }
}
