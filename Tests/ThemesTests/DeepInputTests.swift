import Foundation
import JSONKit
import TestSupport
import Testing
import Themes

/// Input whose depth the file decides (`extends` chains, JSON nesting) is read with loops and explicit
/// limits: at the limit it loads, past it (even thousands past, on a thread with a C host's small stack)
/// it is one located error, never a stack overflow.
@Suite struct DeepInputTests {
    /// `count` styles, `s0` extending `s1` ... extending the last, which sets a size.
    private static func chain(_ count: Int) -> String {
        var styles = (0..<count - 1).map { #""s\#($0)": {"extends": "s\#($0 + 1)"}"# }
        styles.append(#""s\#(count - 1)": {"size": [70, 33]}"#)
        return #"{"version": 1, "styles": {"# + styles.joined(separator: ",\n") + "}}"
    }

    private static func validate(_ text: String) -> [String] {
        guard let folder = try? TestFolder() else { return ["no test folder"] }
        let file = folder.write("theme.json", text)
        return ThemeLoader.validate(file: file).map(\.description).map {
            String($0.dropFirst(file.count + 1))
        }
    }

    @Test func aChainAtTheLimitInheritsFromItsTop() throws {
        let folder = try TestFolder()
        let file = folder.write("theme.json", Self.chain(ThemeLimits.maxStyleChain))
        let theme = try ThemeLoader.load(file: file, language: nil, assets: FakeAssets()).get()
        #expect(theme.styles["s0"]?.size.width == 70)
        #expect(theme.styles["s0"]?.size.height == 33)
    }

    @Test func aChainOneLongerIsOneLocatedError() {
        let limit = ThemeLimits.maxStyleChain
        #expect(
            Self.validate(Self.chain(limit + 1)) == [
                "\(limit):\(18 + String(limit - 1).count): error: styles.s\(limit - 1).extends: style chain longer than "
                    + "\(limit) styles: \"extends\" is followed no further"
            ])
    }

    /// About 8,000 styles (230 KB) crashed every theme reader on the main thread, 2,000 on a 512 KiB one.
    @Test func aChainFarPastTheLimitIsOneErrorOnASmallStack() {
        let count = 8_000
        let text = Self.chain(count)
        let errors = onSmallStack(bytes: 256 << 10) { Self.validate(text) }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("style chain longer than \(ThemeLimits.maxStyleChain) styles") == true)
    }

    @Test func aCycleInALongChainIsStillFoundOnce() {
        let count = ThemeLimits.maxStyleChain / 2
        var styles = (0..<count).map { #""s\#($0)": {"extends": "s\#(($0 + 1) % count)"}"# }
        styles.append(#""x": {"extends": "s0"}"#)
        let errors = Self.validate(#"{"version": 1, "styles": {"# + styles.joined(separator: ",") + "}}")
        #expect(errors.count == 1)
        #expect(errors.first?.contains("\"extends\" forms a cycle: s0 -> s1 -> ") == true)
    }

    /// Nesting far past the theme's depth cap is refused where it starts to be too deep.
    @Test func nestingFarPastTheCapIsOneErrorOnASmallStack() {
        let depth = 200_000
        let text =
            #"{"version": 1, "x": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            + "}"
        let errors = onSmallStack(bytes: 64 << 10) { Self.validate(text) }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("nesting deeper than the limit of \(ThemeLimits.maxDepth) levels") == true)
    }
}
