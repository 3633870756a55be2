import Glibc
import Testing

@testable import Playground
@testable import SwitchYardTools

extension PlaygroundSDLSuite {
    /// The short soak `make test` runs (`make soak` runs a million frames): random mouse, finger and key
    /// input over every shipped theme, with theme changes and reloads, checking the invariants every frame,
    /// and memory and texture counts that stay flat from one theme cycle to the next.
    @Suite struct SoakTests {
        /// True when this process runs with AddressSanitizer's runtime loaded.
        static let underAddressSanitizer = dlsym(nil, "__asan_init") != nil

        @Test func eighteenHundredFramesOfRandomInputKeepEveryInvariant() throws {
            Repository.prepareSDL()
            var options = SoakOptions()
            options.frames = 1_800
            options.seed = 2024
            // Five themes, each loaded cold then reloaded hot: a cycle is 10 x 60 = 600 frames, so the
            // samples all fall at the same point of the cycle (the same theme on screen).
            options.themeEvery = 60
            options.sampleEvery = 600
            options.themePath = Repository.theme("default.json")
            let report = try SoakRun(options: options).run()

            #expect(report.violations.isEmpty, "\(report.violationCount) violations: \(report.violations)")
            #expect(report.themeLoads == 1 + options.frames / options.themeEvery)
            #expect(report.valueChanges > 100, "the random input should toggle switches often")
            #expect(report.stateChanges > report.valueChanges)
            #expect(report.samples.map(\.frame) == [600, 1_200, 1_800])
            let images = Set(report.samples.map(\.images))
            #expect(images.count == 1, "images loaded at the same theme: \(report.samples.map(\.images))")
            let textures = report.samples.map(\.textures)
            #expect(textures.allSatisfy { $0 > 0 && $0 <= 2 * textures[0] + 64 }, "textures \(textures)")
            let resident = report.samples.map(\.residentBytes)
            #expect(resident.allSatisfy { $0 > 0 })
            // AddressSanitizer (`make sanitize`) holds freed memory in its quarantine, so there the resident
            // set grows by design.
            if !Self.underAddressSanitizer {
                #expect(resident[2] - resident[1] < 16 << 20, "resident memory grew: \(resident)")
            }
        }
    }
}
