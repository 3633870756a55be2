import SceneGraph
import TestSupport
import Testing

@testable import SDLKit

extension SDLKitSuite {
    @Suite struct TextTests {
        @Test func theSameStringDrawnTwiceCostsOneRenderPerColour() throws {
            let headless = try Headless(width: 200, height: 60)
            let run = TextRun(text: "Hello, switch", size: 17)
            let handle = headless.resources.text(run)
            #expect(headless.resources.text(run) == handle)
            var list = DrawList()
            let size = headless.resources.size(of: handle)
            list.text(handle, origin: Point(x: 4, y: 4), size: size, color: .white)
            list.text(handle, origin: Point(x: 4, y: 30), size: size, color: Color(r: 255, g: 0, b: 0))
            try headless.render(list)
            #expect(headless.resources.textRenderCount == 2, "white and red, each rendered in its colour")
            try headless.render(list)
            #expect(headless.resources.textRenderCount == 2)
            #expect(headless.resources.text(TextRun(text: "Hello, switch", size: 18)) != handle)
        }

        @Test func measuredSizeIsTheRenderedSize() throws {
            for density in [1.0, 2.0] {
                let headless = try Headless(width: 10, height: 10, density: density)
                let runs = [
                    TextRun(text: "ON", face: .bold, size: 15),
                    TextRun(text: "two\nlines here", size: 13, alignment: .leading),
                    TextRun(text: "a longer run that wraps at a width", size: 12, wrapWidth: 80),
                ]
                for run in runs {
                    let handle = headless.resources.text(run)
                    let size = headless.resources.size(of: handle)
                    let texture = try #require(try headless.resources.textTexture(handle, density: density))
                    #expect(Double(texture.width) == size.width * density, "\(run.text) at \(density)x")
                    #expect(Double(texture.height) == size.height * density, "\(run.text) at \(density)x")
                }
            }
        }

        @Test func multiLineAndWrappedTextMeasuresByLines() throws {
            let headless = try Headless(width: 10, height: 10)
            let resources = headless.resources
            let one = resources.size(of: resources.text(TextRun(text: "line", size: 13)))
            let two = resources.size(of: resources.text(TextRun(text: "line\nline", size: 13)))
            #expect(two.height > one.height * 1.5)
            #expect(two.width == one.width)
            let long = "a longer run that wraps at a width"
            let unwrapped = resources.size(of: resources.text(TextRun(text: long, size: 12)))
            let wrapped = resources.size(of: resources.text(TextRun(text: long, size: 12, wrapWidth: 80)))
            #expect(wrapped.width <= 80)
            #expect(wrapped.height >= one.height * 2)
            #expect(unwrapped.width > 80)
        }

        @Test func textMeasuresAboutTheSameAtEveryDensity() throws {
            let run = TextRun(text: "Density", size: 17)
            var sizes: [Size] = []
            for density in [1.0, 2.0, 3.0] {
                let headless = try Headless(width: 10, height: 10, density: density)
                sizes.append(headless.resources.size(of: headless.resources.text(run)))
            }
            for size in sizes {
                #expect(abs(size.width - sizes[0].width) < 3)
                #expect(abs(size.height - sizes[0].height) < 2)
            }
        }

        @Test func emptyTextDrawsNothingAndDoesNotFail() throws {
            let headless = try Headless(width: 20, height: 20)
            let handle = headless.resources.text(TextRun(text: "", size: 13))
            #expect(try headless.resources.textTexture(handle, density: 1) == nil)
            #expect(headless.resources.lastError == nil)
        }

        @Test func textNothingHoldsIsReleased() throws {
            let headless = try Headless(width: 100, height: 40)
            let resources = headless.resources
            let kept = resources.text(TextRun(text: "kept", size: 13))
            let dropped = resources.text(TextRun(text: "dropped", size: 13))
            var list = DrawList()
            list.text(dropped, origin: .zero, size: resources.size(of: dropped), color: .white)
            try headless.render(list)
            #expect(resources.liveTextureCount == 1)
            var use = ResourceUse()
            use.insert(kept)
            resources.release(except: use)
            #expect(resources.internedTextCount == 1)
            #expect(resources.text(TextRun(text: "kept", size: 13)) == kept, "a kept run keeps its handle")
            #expect(resources.run(for: kept)?.text == "kept")
            #expect(resources.run(for: dropped) == nil)
            #expect(resources.liveTextureCount == 0)
        }

        /// The italic faces come from the shipped DejaVu Sans Oblique files: the same text draws other
        /// pixels than upright at about the same width, and bold italic is not regular italic.
        @Test func italicFacesLoadTheShippedFilesAndDrawSlanted() throws {
            let headless = try Headless(width: 160, height: 40)
            let resources = headless.resources
            let assets = try Assets.locate()
            #expect(resources.fontPath(for: .regularItalic) == Assets.regularItalicFont(in: assets))
            #expect(resources.fontPath(for: .boldItalic) == Assets.boldItalicFont(in: assets))
            func drawn(_ face: FontFace) throws -> (size: Size, pixels: [UInt32]) {
                let handle = resources.text(TextRun(text: "Italic Hi", face: face, size: 20))
                let size = resources.size(of: handle)
                var list = DrawList()
                list.text(handle, origin: Point(x: 4, y: 4), size: size, color: .white)
                try headless.render(list)
                let pixels = try headless.surface.withPixels { base, pitch in
                    (0..<headless.surface.height).flatMap { y in
                        (0..<headless.surface.width).map { base[y * pitch + $0] }
                    }
                }
                return (size, pixels)
            }
            let black = try drawn(.regular).pixels[0]
            for (upright, italic) in [(FontFace.regular, FontFace.regularItalic), (.bold, .boldItalic)] {
                let a = try drawn(upright)
                let b = try drawn(italic)
                let lit = b.pixels.filter { $0 != black }.count
                let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
                #expect(lit > 100, "\(italic) draws the text")
                #expect(differing > lit / 4, "\(italic) differs from \(upright): \(differing) of \(lit) pixels")
                #expect(abs(a.size.width - b.size.width) <= a.size.width * 0.1, "\(a.size) and \(b.size)")
                #expect(abs(a.size.height - b.size.height) <= 2)
            }
            let regular = try drawn(.regularItalic)
            let bold = try drawn(.boldItalic)
            #expect(zip(regular.pixels, bold.pixels).filter { $0 != $1 }.count > 100)
            #expect(bold.size.width > regular.size.width)
        }

        @Test func namedFacesUseTheirRegisteredFile() throws {
            let headless = try Headless(width: 10, height: 10)
            let resources = headless.resources
            let assets = try Assets.locate()
            try resources.registerFont(name: "Heading", path: Assets.boldFont(in: assets))
            let bold = resources.size(of: resources.text(TextRun(text: "Heading", face: .bold, size: 20)))
            let named = resources.size(of: resources.text(TextRun(text: "Heading", face: .named("Heading"), size: 20)))
            let regular = resources.size(of: resources.text(TextRun(text: "Heading", size: 20)))
            #expect(named == bold)
            #expect(named != regular)
        }
    }
}
