import Foundation
import SwitchYardKit
import Testing

/// The engine's errors, which a C host reads from `sy_error_message`, are short lines: a 10 MB style name
/// or a theme of 10,000 styles gives a line of a few hundred characters.
@Suite struct BoundedErrorTests {
    @Test func anEngineErrorQuotesAShortExcerptAndListsAFewNames() {
        let huge = String(repeating: "s", count: 10_000_000)
        let styles = (0..<10_000).map { "style-\($0)" }
        let errors: [EngineError] = [
            .unknownStyle(huge, known: styles), .duplicateID(huge), .noSwitch(huge), .notPending(huge),
        ]
        for error in errors {
            #expect(error.description.count < 400, "\(error.description.prefix(400))")
            #expect(error.description.contains("(10000000 characters)"))
        }
        #expect(errors[0].description.hasSuffix("style-19 and 9980 more)"))
    }
}
