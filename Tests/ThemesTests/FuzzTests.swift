import Foundation
import Testing

@testable import Themes

/// Truncated and mutated shipped themes must give diagnostics, never a crash. Deterministic: a fixed
/// linear congruential sequence picks the mutations.
@Suite struct FuzzTests {
    private struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }
    }

    @Test(arguments: ShippedThemes.files)
    func truncatedAndMutatedThemesNeverCrash(_ name: String) throws {
        let file = ShippedThemes.path(name)
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        var random = Sequence(state: UInt64(original.count))
        let alphabet = Array(#"{}[]:,"\ 0123456789.-+eEtrufalsn#/%"#.utf8) + [0x00, 0xC3, 0xFF, 0x0A]
        var failures = 0
        for round in 0..<300 {
            var bytes = original
            if round % 3 == 0 {
                bytes = Array(bytes.prefix(random.next(bytes.count)))
            } else {
                for _ in 0...random.next(4) {
                    let index = random.next(bytes.count)
                    switch random.next(3) {
                    case 0: bytes[index] = alphabet[random.next(alphabet.count)]
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(alphabet[random.next(alphabet.count)], at: index)
                    }
                }
            }
            switch ThemeLoader.load(contents: bytes, file: file, language: "de", assets: FakeAssets()) {
            case .success: break
            case .failure(let errors):
                failures += 1
                #expect(!errors.diagnostics.isEmpty)
                #expect(errors.diagnostics.allSatisfy { $0.line >= 1 && ($0.column ?? 0) >= 1 })
            }
        }
        #expect(failures > 100)
    }
}
