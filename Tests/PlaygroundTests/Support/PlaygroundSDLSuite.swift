import Testing

/// The parent of every SDL-using suite here: SDL is not thread-safe, so all of them run one at a time,
/// even when the test runner runs other suites in parallel.
@Suite(.serialized) enum PlaygroundSDLSuite {}
