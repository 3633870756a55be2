import Foundation
import SceneGraph
import TestSupport
import Testing

@testable import SDLKit

extension SDLKitSuite {
    /// A font given as bytes (a host's packed assets) draws as the same font opened from its file, keeps
    /// its own copy of the bytes, and bytes that are no font are refused with their name.
    @Suite struct FontBytesTests {
        @Test func aFontFromBytesDrawsAsTheSameFontFromItsFile() throws {
            let path = Assets.regularFont(in: try Assets.locate())
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let headless = try Headless(width: 120, height: 30)
            let fromBytes = try SDLResources(renderer: headless.renderer, fontBytes: bytes, named: "packed")
            let fromFile = try SDLResources(renderer: headless.renderer, regularFontPath: path, boldFontPath: path)
            // The resources copied the bytes: the caller's buffer may change or go.
            for index in bytes.indices { bytes[index] = 0 }
            func pixels(_ resources: SDLResources) throws -> [Color] {
                let player = DrawListPlayer(renderer: headless.renderer, resources: resources)
                var list = DrawList()
                let handle = resources.text(TextRun(text: "Switch ON", face: .bold, size: 17))
                list.text(handle, origin: Point(x: 2, y: 2), size: resources.size(of: handle), color: .white)
                try headless.renderer.clear(.black)
                try player.play(list, density: 1)
                try headless.renderer.flush()
                return try (0..<30).flatMap { y in try (0..<120).map { x in try headless.surface.pixel(x: x, y: y) } }
            }
            let drawn = try pixels(fromBytes)
            #expect(drawn.contains(.white))
            #expect(drawn == (try pixels(fromFile)))
        }

        @Test(arguments: [[UInt8](), Array("not a font at all".utf8)])
        func bytesThatAreNoFontAreRefusedByName(bytes: [UInt8]) throws {
            let headless = try Headless(width: 10, height: 10)
            do {
                _ = try SDLResources(renderer: headless.renderer, fontBytes: bytes, named: "packed.ttf")
                Issue.record("\(bytes.count) bytes that are no font were accepted")
            } catch let error as SDLError {
                #expect(error.call == "TTF_OpenFontRW" && error.path == "packed.ttf")
            }
        }
    }
}
