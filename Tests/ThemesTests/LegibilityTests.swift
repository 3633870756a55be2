import JSONKit
import SceneGraph
import TestSupport
import Testing
import Themes

/// The legibility check's maths against published figures, and a theme built to fail each of its rules.
@Suite struct LegibilityTests {
    @Test func knownContrastPairs() {
        #expect(Contrast.format(Contrast.ratio(.black, .white)) == "21:1")
        #expect(Contrast.format(Contrast.ratio(Color(hex: "#777777")!, .white)) == "4.48:1")
        #expect(Contrast.ratio(.white, .black) == Contrast.ratio(.black, .white))
        #expect(Contrast.ratio(Color(hex: "#336699")!, Color(hex: "#336699")!) == 1)
    }

    @Test func relativeLuminanceFollowsWCAG() {
        #expect(Contrast.relativeLuminance(.black) == 0)
        #expect(abs(Contrast.relativeLuminance(.white) - 1) < 1e-12)
        // Pure green carries WCAG's 0.7152 of the luminance.
        #expect(abs(Contrast.relativeLuminance(Color(r: 0, g: 255, b: 0)) - 0.7152) < 1e-12)
        #expect(Contrast.over(Color(r: 0, g: 0, b: 0, a: 128), .white) == Color(r: 127, g: 127, b: 127))
    }

    @Test func machadoMatricesKeepGreysAndMergeRedAndGreen() {
        for viewer in ColorVision.allCases {
            let grey = Color(r: 119, g: 119, b: 119)
            let seen = viewer.simulate(grey)
            #expect(abs(Int(seen.r) - 119) <= 1 && abs(Int(seen.g) - 119) <= 1 && abs(Int(seen.b) - 119) <= 1)
        }
        let red = Color(hex: "#CC3333")!
        let green = Color(hex: "#339933")!
        #expect(ColorDifference.deltaE(red, green) > 100)
        let deutan = ColorVision.deuteranopia
        #expect(ColorDifference.deltaE(deutan.simulate(red), deutan.simulate(green)) < ColorDifference.stateMinimum)
        // Blue against yellow survives a red-green deficiency.
        let blue = Color(hex: "#0000FF")!
        let yellow = Color(hex: "#FFFF00")!
        #expect(ColorDifference.deltaE(deutan.simulate(blue), deutan.simulate(yellow)) > 50)
        #expect(ColorVision.achromatopsia.simulate(Color(r: 0, g: 255, b: 0)) == Color(r: 220, g: 220, b: 220))
    }

    @Test func numbersPrintToTwoDecimals() {
        #expect(Contrast.decimals(4.478) == "4.48")
        #expect(Contrast.decimals(1.5) == "1.5")
        #expect(Contrast.decimals(3) == "3")
        #expect(Contrast.decimals(.nan) == "0")
    }

    private static func check(_ text: String) throws -> [String] {
        let folder = try TestFolder()
        let file = folder.write("theme.json", text)
        return LegibilityCheck.validate(file: file, assets: FakeAssets()).map {
            String($0.description.dropFirst(file.count + 1))
        }
    }

    private static func theme(_ style: String, background: String = "#FFFFFF") -> String {
        """
        {
          "version": 1,
          "window": { "background": "\(background)" },
          "styles": {
            "s": \(style)
          }
        }
        """
    }

    @Test func aLegibleThemeHasNoFindings() throws {
        let style = ##"{"track": {"off": "#767676", "on": "#0B3D91"}, "thumb": {"off": "#FFFFFF", "on": "#FFFFFF"}}"##
        #expect(try Self.check(Self.theme(style)) == [])
    }

    @Test func aFaintThumbIsLocatedWithItsNumbers() throws {
        let style = ##"{"track": {"off": "#767676", "on": "#0B3D91"}, "thumb": {"off": "#FFFFFF", "on": "#4A78C8"}}"##
        #expect(
            try Self.check(Self.theme(style)) == [
                "5:91: warning: styles.s.thumb.on: thumb on #4A78C8 on track on #0B3D91: contrast 2.3:1, below 3:1"
            ])
    }

    @Test func aBorderGivesTheThumbItsEdge() throws {
        let style =
            ##"{"track": {"off": "#767676", "on": "#0B3D91"}, "thumb": {"off": "#FFFFFF", "on": "#4A78C8", "##
            + ##""border": {"color": "#FFFFFF", "width": 2}}}"##
        #expect(try Self.check(Self.theme(style)) == [])
    }

    @Test func aTrackLikeTheBackgroundIsFound() throws {
        let style = ##"{"track": {"off": "#EEEEEE", "on": "#1F5FBF"}, "thumb": {"off": "#333333", "on": "#FFFFFF"}}"##
        #expect(
            try Self.check(Self.theme(style)) == [
                "5:28: warning: styles.s.track.off: track off #EEEEEE on the background #FFFFFF: contrast 1.16:1, "
                    + "below 3:1"
            ])
    }

    @Test func onAndOffInRedAndGreenDifferOnlyInHue() throws {
        let style = ##"{"track": {"off": "#CC3333", "on": "#339933"}, "thumb": {"off": "#FFFFFF", "on": "#FFFFFF"}}"##
        #expect(
            try Self.check(Self.theme(style)) == [
                "5:45: warning: styles.s.track.on: on and off differ only in hue: #CC3333 and #339933 are ΔE 109.35 "
                    + "apart in full colour but 4.76 under deuteranopia, 9.49 under achromatopsia (below 15)"
            ])
    }

    @Test func aThumbOnlyHitAreaUnder44IsFound() throws {
        let style =
            ##"{"size": [51, 31], "trackTap": "ignore", "track": {"off": "#767676", "on": "#0B3D91"}, "##
            + ##""thumb": {"off": "#FFFFFF", "on": "#FFFFFF"}}"##
        #expect(
            try Self.check(Self.theme(style)) == [
                "5:41: warning: styles.s.trackTap: only the thumb takes presses and it is 27 points along the track, under 44"
            ])
    }

    @Test func aFindingAboutAnInheritedValuePointsWhereItIsWritten() throws {
        let text = """
            {
              "version": 1,
              "window": { "background": "#FFFFFF" },
              "styles": {
                "base": {"track": {"off": "#767676", "on": "#0B3D91"}, "thumb": {"off": "#FFFFFF", "on": "#4A78C8"}},
                "child": {"extends": "base", "size": [60, 34]}
              }
            }
            """
        #expect(
            try Self.check(text) == [
                "5:94: warning: styles.base.thumb.on: thumb on #4A78C8 on track on #0B3D91: contrast 2.3:1, below 3:1",
                "5:94: warning: styles.child.thumb.on: thumb on #4A78C8 on track on #0B3D91: contrast 2.3:1, below 3:1",
            ])
    }

    @Test func aThemeWithErrorsGivesItsErrorsNotFindings() throws {
        let found = try Self.check(##"{"version": 1, "styles": {"s": {"size": "wide"}}}"##)
        #expect(found.count == 1)
        #expect(found.first?.contains("error:") == true)
    }
}
