import Foundation
import SDLKit
import SceneGraph
import TestSupport
import Testing
import Themes

@testable import Playground

extension PlaygroundSDLSuite {
    /// `switchyard sheet` end to end, as the built program: goldens of the default theme (with its spring)
    /// and a seed theme at density 1 and 2, exit codes, sizes, and every kind of bad input.
    @Suite struct SheetCommandTests {
        static let tolerance = 6

        @Test(arguments: [("default.json", 1), ("default.json", 2), ("mmm-switch.json", 1), ("mmm-switch.json", 2)])
        func sheetMatchesItsGolden(theme: String, density: Int) throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            let out = folder.path("sheet.png")
            let result = try SwitchyardProcess.run([
                "sheet", "--theme", Repository.theme(theme), "--out", out, "--density", "\(density)",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
            let context = try SDLContext()
            let image = try Surface(context: context, contentsOf: out)
            #expect(result.stdout.hasPrefix("\(out): "))
            #expect(result.stdout.hasSuffix(" styles, \(image.width)x\(image.height) pixels\n"))
            let name = "states-sheet-\((theme as NSString).deletingPathExtension)-\(density)x"
            let mismatch = try GoldenImage.mismatch(image, named: name, tolerance: Self.tolerance, context: context)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }

        /// A theme of one style says `1 style`.
        @Test func oneStyleIsCountedInTheSingular() throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            let theme = folder.path("one.json")
            try
                #"{"version": 1, "name": "One", "styles": {"a": {"size": [51, 31]}}, "switches": [{"id": "a", "style": "a"}]}"#
                .write(toFile: theme, atomically: true, encoding: .utf8)
            let out = folder.path("sheet.png")
            let result = try SwitchyardProcess.run(["sheet", "--theme", theme, "--out", out])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("\(out): 1 style, "), "\(result.stdout)")
        }

        /// `--simulate` recolours the drawn sheet: under its title every pixel is the plain sheet's pixel as
        /// the viewer sees it, for each of the four viewers; the title says which.
        @Test(arguments: ColorVision.allCases)
        func aSimulatedSheetIsThePlainOneAsTheViewerSeesIt(viewer: ColorVision) throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            let theme = Repository.theme("mmm-switch.json")
            let context = try SDLContext()
            var sheets: [Surface] = []
            for extra in [[], ["--simulate", viewer.rawValue]] {
                let out = folder.path("sheet-\(extra.count).png")
                let result = try SwitchyardProcess.run(["sheet", "--theme", theme, "--out", out] + extra)
                #expect(result.status == 0, "\(result.stderr)")
                sheets.append(try Surface(context: context, contentsOf: out))
            }
            let (plain, seen) = (sheets[0], sheets[1])
            #expect(plain.width == seen.width && plain.height == seen.height)
            var differing = 0
            var changed = 0
            // A sheet has a few thousand colours among its million pixels: each is simulated once.
            var simulated: [UInt32: Color] = [:]
            try plain.withPixels { a, pitchA in
                try seen.withPixels { b, pitchB in
                    // The title line (the first 40 rows) names the viewer, so it differs in text.
                    for y in 40..<plain.height {
                        for x in 0..<plain.width {
                            let pixel = a[y * pitchA + x]
                            let original = Color(argb: pixel)
                            let shown = Color(argb: b[y * pitchB + x])
                            let expected = simulated[pixel] ?? viewer.simulate(original)
                            simulated[pixel] = expected
                            if shown != expected { differing += 1 }
                            if shown != original { changed += 1 }
                        }
                    }
                }
            }
            #expect(differing == 0)
            #expect(changed > 0)
        }

        /// Density 2 is twice the pixels of density 1; zoom 3 is each pixel of that picture as a 3x3 block.
        @Test func densityAndZoomScaleThePicture() throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            let theme = Repository.theme("mmm-switch.json")
            var sizes: [String: (Int, Int)] = [:]
            let context = try SDLContext()
            for (name, extra) in [("one", [String]()), ("two", ["--density", "2"]), ("zoomed", ["--zoom", "3"])] {
                let result = try SwitchyardProcess.run(["sheet", "--theme", theme, "--out", folder.path(name)] + extra)
                #expect(result.status == 0, "\(result.stderr)")
                let image = try Surface(context: context, contentsOf: folder.path(name))
                sizes[name] = (image.width, image.height)
            }
            let one = try #require(sizes["one"])
            // Text measured at density 2 may round a point differently, so the sheet can differ by a few points.
            let two = try #require(sizes["two"])
            #expect(abs(two.0 - 2 * one.0) <= 8 && abs(two.1 - 2 * one.1) <= 8, "\(one) and \(two)")
            #expect(sizes["zoomed"]?.0 == 3 * one.0 && sizes["zoomed"]?.1 == 3 * one.1)
            let plain = try Surface(context: context, contentsOf: folder.path("one"))
            let zoomed = try Surface(context: context, contentsOf: folder.path("zoomed"))
            for (x, y) in [(20, 20), (one.0 / 2, one.1 / 2), (one.0 - 30, one.1 - 20), (100, 60)] {
                let pixel = try plain.pixel(x: x, y: y)
                for dy in 0..<3 {
                    for dx in 0..<3 { #expect(try zoomed.pixel(x: 3 * x + dx, y: 3 * y + dy) == pixel) }
                }
            }
        }

        @Test func aBrokenThemeListsEveryErrorAndWritesNothing() throws {
            let folder = try TestFolder()
            let theme = folder.path("broken.json")
            try """
            {"version": 1, "name": "Broken", "styles": {
              "a": {"size": [0, 10]},
              "b": {"sise": [20, 10]}
            }, "switches": []}
            """.write(toFile: theme, atomically: true, encoding: .utf8)
            let out = folder.path("sheet.png")
            let result = try SwitchyardProcess.run(["sheet", "--theme", theme, "--out", out])
            #expect(result.status == 1)
            #expect(result.stderrLines.count >= 2, "\(result.stderr)")
            for line in result.stderrLines { #expect(line.hasPrefix("\(theme):"), "\(line)") }
            #expect(result.stderrLines.contains { $0.hasPrefix("\(theme):2:") && $0.contains(": error: ") })
            #expect(result.stderrLines.contains { $0.hasPrefix("\(theme):3:") && $0.contains(": error: ") })
            #expect(!FileManager.default.fileExists(atPath: out))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root) == ["broken.json"])
        }

        @Test(arguments: [
            ["sheet", "--theme", "t.json"], ["sheet", "--out", "x.png"],
            ["sheet", "--theme", "t", "--out", "x", "--zoom", "0"],
            ["sheet", "--theme", "t", "--out", "x", "--zoom", "9"],
            ["sheet", "--theme", "t", "--out", "x", "--zoom", "1.5"],
            ["sheet", "--theme", "t", "--out", "x", "--density", "0.5"],
            ["sheet", "--theme", "t", "--out", "x", "--density", "5"],
            ["sheet", "--theme", "t", "--out", "x", "--bogus"],
            ["sheet", "--theme", "t", "--out", "x", "--simulate", "colorblind"],
            ["sheet", "--theme", "t", "--out", "x", "--simulate"],
        ])
        func badArgumentsExitTwoWithOneLine(_ arguments: [String]) throws {
            let result = try SwitchyardProcess.run(arguments)
            #expect(result.status == 2)
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }

        @Test func theParserReadsEveryOption() throws {
            var expected = SheetOptions(themePath: "a.json", out: "b.png")
            #expect(try CommandParser.parse(["sheet", "--out", "b.png", "--theme", "a.json"]) == .sheet(expected))
            expected.density = 2.5
            expected.zoom = 3
            expected.language = "de"
            expected.simulation = .tritanopia
            let all = [
                "sheet", "--theme", "a.json", "--out", "b.png", "--density", "2.5", "--zoom", "3", "--lang", "de",
                "--simulate", "tritanopia",
            ]
            #expect(try CommandParser.parse(all) == .sheet(expected))
            #expect(try CommandParser.parse(["sheet", "--help"]) == .help(Usage.sheet))
        }

        @Test func anUnwritableOutIsOneClearLine() throws {
            let folder = try TestFolder()
            let theme = Repository.theme("mmm-switch.json")
            let cases = [
                (folder.path("missing/sheet.png"), "does not exist"), (folder.root, "it is a folder"),
                ("/dev/null", "not a regular file"),
            ]
            for (out, reason) in cases {
                let result = try SwitchyardProcess.run(["sheet", "--theme", theme, "--out", out])
                #expect(result.status == 3, "\(out)")
                #expect(result.stderrLines.count == 1, "\(result.stderr)")
                #expect(result.stderr.hasPrefix("\(out): error: cannot write the sheet: "), "\(result.stderr)")
                #expect(result.stderr.contains(reason), "\(result.stderr)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root).isEmpty)
        }

        /// A sheet past `PixelLimits` is refused from its measured size, before SDL is asked for the pixels.
        @Test func anAbsurdSheetIsRefusedWithItsSize() throws {
            let folder = try TestFolder()
            let styles = (0..<30).map { "\"s\($0)\": {\"size\": [1000, 500]}" }.joined(separator: ",\n")
            let theme = folder.path("huge.json")
            try "{\"version\": 1, \"name\": \"Huge\", \"styles\": {\(styles)}, \"switches\": []}"
                .write(toFile: theme, atomically: true, encoding: .utf8)
            let out = folder.path("sheet.png")
            let result = try SwitchyardProcess.run(["sheet", "--theme", theme, "--out", out, "--density", "4"])
            #expect(result.status == 3)
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("\(theme): error: the sheet would be "), "\(result.stderr)")
            #expect(result.stderr.contains("GiB"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }
}
