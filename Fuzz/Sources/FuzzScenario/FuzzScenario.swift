import Scenarios

/// The theme bytes every input is checked against, so the SHA-256 comparison runs too.
private let themeBytes = Array(#"{"version":1}"#.utf8)

/// libFuzzer's entry: any bytes as a scenario file. Parsing and validating must never trap, a file with
/// no error must have a scenario, and a scenario must survive writing and reading back unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let result = ScenarioFile.parse(text: text, file: "fuzz.jsonl")
    precondition(result.hasErrors == (result.scenario == nil), "errors and a scenario: \(result.diagnostics)")
    precondition(result.diagnostics.allSatisfy { $0.line >= 1 }, "a diagnostic without a line")
    _ = ScenarioValidator.validate(text: text, file: "fuzz.jsonl", themeBytes: themeBytes, strict: true)
    if let scenario = result.scenario {
        let written = ScenarioFile.write(scenario)
        let again = ScenarioFile.parse(text: written, file: "fuzz.jsonl")
        precondition(!again.hasErrors, "the written scenario does not read back: \(again.diagnostics)\n\(written)")
        precondition(again.scenario == scenario, "the scenario changed on a write and read:\n\(written)")
    }
    return 0
}
