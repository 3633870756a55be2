import Foundation
import TestSupport
import Testing

@testable import Playground

/// A PNG cut short or with a damaged chunk: `switchyard validate` refuses it with the same message as the
/// app, the app's message is one line without a nested "error:", and libpng never prints to stderr.
@Suite struct BrokenImageTests {
    /// The hm theme in a temporary folder with its thumb image damaged by `damage`.
    private func brokenTheme(_ damage: ([UInt8]) -> [UInt8]) throws -> (TestFolder, String) {
        let folder = try TestFolder()
        folder.makeFolder("images")
        let theme = try String(contentsOfFile: Repository.theme("hm-custom-switch.json"), encoding: .utf8)
        Repository.writeTheme(theme, to: "theme.json", in: folder)
        for name in ["hm-thumb.png", "hm-track-on.png", "hm-track-off.png"] {
            let bytes = try Repository.bytes(of: Repository.assets + "/themes/images/" + name)
            folder.writeAll(name == "hm-thumb.png" ? damage(bytes) : bytes, to: "images/" + name)
        }
        return (folder, folder.path("theme.json"))
    }

    static let damages: [(String, @Sendable ([UInt8]) -> [UInt8])] = [
        ("cut short", { Array($0.prefix($0.count / 2)) }),
        (
            "bad CRC",
            { bytes in
                var damaged = bytes
                damaged[45] ^= 0x5A  // inside IDAT's data: its CRC no longer matches
                return damaged
            }
        ),
    ]

    @Test(arguments: [0, 1])
    func validateAndTheAppRefuseTheSameImageWithCleanLines(_ which: Int) throws {
        let (folder, theme) = try brokenTheme(Self.damages[which].1)
        let validated = try SwitchyardProcess.run(["validate", theme])
        #expect(validated.status == 1)
        let run = try SwitchyardProcess.run(["--headless", "--frames", "1", "--theme", theme])
        #expect(run.status == 1)
        // The theme names the image twice (thumb off and on): one line each, as validate gives them.
        #expect(run.stderrLines.count == 2, "\(run.stderrLines)")
        for appLine in run.stderrLines {
            #expect(appLine.contains("image hm-thumb.png: not a valid PNG: "), "\(appLine)")
            #expect(appLine.components(separatedBy: "error:").count == 2, "one error: in \(appLine)")
        }
        #expect(!run.stderr.contains("libpng"))
        // The app names the theme by its tidied absolute path, validate as given: compare from the line on.
        let place = { (line: String) in line.components(separatedBy: "theme.json:").last ?? line }
        #expect(Set(validated.stderrLines.map(place)).isSuperset(of: run.stderrLines.map(place)))
        _ = folder
    }

    /// The five shapes of a PNG (whole; intact chunks around corrupt or cut compressed data; a palette
    /// image without PLTE; a file cut short): validate and the app agree on each, a broken one is one
    /// located line per use naming the image, and no raw `libpng` line reaches stderr. Before validate
    /// decoded images, it passed the three whose chunks are intact and the app printed `libpng error:`.
    @Test(arguments: PNGFixture.Shape.allCases)
    func validateAndTheAppAgreeOnEveryShapeOfPNG(_ shape: PNGFixture.Shape) throws {
        let (folder, theme) = try brokenTheme { _ in PNGFixture.file(shape, width: 27, height: 27) }
        let validated = try SwitchyardProcess.run(["validate", theme])
        let run = try SwitchyardProcess.run(["--headless", "--frames", "1", "--theme", theme])
        #expect(!validated.stderr.contains("libpng") && !run.stderr.contains("libpng"), "\(run.stderr)")
        guard shape != .good else {
            #expect(validated.status == 0 && run.status == 0, "\(validated.stderr)\(run.stderr)")
            return
        }
        #expect(validated.status == 1)
        #expect(run.status == 1)
        #expect(run.stderrLines.count == 2, "\(run.stderrLines)")
        let place = { (line: String) in line.components(separatedBy: "theme.json:").last ?? line }
        #expect(Set(validated.stderrLines.map(place)) == Set(run.stderrLines.map(place)))
        for line in validated.stderrLines {
            #expect(line.contains("error: styles.hm.thumb."), "\(line)")
            #expect(line.contains(".image: image hm-thumb.png: not a valid PNG: "), "\(line)")
            #expect(line.components(separatedBy: "error:").count == 2, "one error: in \(line)")
        }
        _ = folder
    }
}

extension TestFolder {
    /// Writes `bytes` to `relative` in place.
    fileprivate func writeAll(_ bytes: [UInt8], to relative: String) {
        let fd = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(fd >= 0, "open \(relative)")
        writeAll(fd, bytes)
        close(fd)
    }
}
