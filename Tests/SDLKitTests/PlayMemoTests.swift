import SceneGraph
import TestSupport
import Testing

@testable import SDLKit

extension SDLKitSuite {
    /// The play's memo of lookups: a key finds only its own value, a key hashing to the same slot replaces
    /// it, and a new play, or textures invalidated, start it empty, so a texture re-coloured since is never
    /// reused in its old colour.
    @Suite struct PlayMemoTests {
        @Test func aKeyFindsItsOwnValueAndASlotHoldsOneKey() {
            var memo = PlayMemo<String, Int>(bits: 2)
            #expect(memo.value(for: "a", hash: 7) == nil)
            memo.store(1, for: "a", hash: 7)
            memo.store(2, for: "b", hash: 8)
            #expect(memo.value(for: "a", hash: 7) == 1)
            #expect(memo.value(for: "b", hash: 8) == 2)
            #expect(memo.value(for: "c", hash: 7) == nil, "same slot, other key")
            memo.store(3, for: "c", hash: 7)
            #expect(memo.value(for: "c", hash: 7) == 3)
            #expect(memo.value(for: "a", hash: 7) == nil, "replaced by the key sharing its slot")
            memo.removeAll()
            #expect(memo.value(for: "b", hash: 8) == nil)
            #expect(memo.value(for: "c", hash: 7) == nil)
        }

        @Test func specsDifferingInAnyFieldAreDifferentKeys() throws {
            let rect = Rect(x: 0, y: 0, width: 40, height: 20)
            let base = try #require(ShapeSpec(.fill(rect, radius: 10, color: .white), density: 1))
            let others: [ShapeSpec?] = [
                ShapeSpec(.stroke(rect, radius: 10, width: 0, color: .white), density: 1),
                ShapeSpec(.fill(Rect(x: 9, y: 9, width: 41, height: 20), radius: 10, color: .white), density: 1),
                ShapeSpec(.fill(Rect(x: 0, y: 0, width: 40, height: 21), radius: 10, color: .white), density: 1),
                ShapeSpec(.fill(rect, radius: 9, color: .white), density: 1),
                ShapeSpec(.fill(rect, radius: 10, color: Color(r: 255, g: 255, b: 254)), density: 1),
                ShapeSpec(.fill(rect, radius: 10, color: .white), density: 2),
            ]
            for other in others {
                let other = try #require(other)
                #expect(other != base)
            }
            let moved = try #require(
                ShapeSpec(.fill(Rect(x: 30, y: 5, width: 40, height: 20), radius: 10, color: .white), density: 1))
            #expect(moved == base, "the place is not part of the key: the same mask draws anywhere")
            #expect(moved.hash == base.hash)
            #expect(ShapeSpec(.fill(rect, radius: 0, color: .white), density: 1) == nil, "square: a plain fill")
        }

        @Test func aColourShownAgainAfterAnotherIsDrawnInItsOwnColour() throws {
            let headless = try Headless(width: 60, height: 30)
            let colors = [Color(r: 10, g: 132, b: 255), Color(r: 255, g: 0, b: 0), Color(r: 10, g: 132, b: 255)]
            for color in colors {
                var list = DrawList()
                list.fill(Rect(x: 4, y: 4, width: 40, height: 20), radius: 10, color: color)
                list.fill(Rect(x: 4, y: 4, width: 40, height: 20), radius: 10, color: color)
                try headless.render(list)
                #expect(try headless.surface.pixel(x: 24, y: 14) == color)
            }
            #expect(headless.player.coloredMaskRecoloringCount == 3, "one texture re-coloured for each play")
        }

        @Test func texturesInvalidatedBetweenPlaysAreNotReused() throws {
            let headless = try Headless(width: 60, height: 30)
            var list = DrawList()
            list.fill(Rect(x: 4, y: 4, width: 40, height: 20), radius: 10, color: Color(r: 52, g: 199, b: 89))
            try headless.render(list)
            let live = headless.resources.liveTextureCount
            headless.player.invalidateTextures()
            #expect(headless.resources.liveTextureCount < live, "the memo holds no texture the caches dropped")
            try headless.render(list)
            #expect(try headless.surface.pixel(x: 24, y: 14) == Color(r: 52, g: 199, b: 89))
        }
    }
}
