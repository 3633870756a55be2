/// An image known to the resource provider: a small integer so draw commands stay cheap to copy and compare.
public struct ImageHandle: Hashable, Sendable {
    /// The provider's number for the image; only meaningful to the provider that issued it.
    public let id: Int32
    /// The handle numbered `id`; made by resource providers, not by scene code.
    public init(id: Int32) { self.id = id }
}

/// A piece of laid-out text interned by the resource provider; the same run always yields the same handle.
public struct TextHandle: Hashable, Sendable {
    /// The provider's number for the text run; only meaningful to the provider that issued it.
    public let id: Int32
    /// The handle numbered `id`; made by resource providers, not by scene code.
    public init(id: Int32) { self.id = id }
}
