/// An image known to the resource provider: a small integer so draw commands stay cheap to copy and compare.
public struct ImageHandle: Hashable, Sendable {
    public let id: Int32
    public init(id: Int32) { self.id = id }
}

/// A piece of laid-out text interned by the resource provider; the same run always yields the same handle.
public struct TextHandle: Hashable, Sendable {
    public let id: Int32
    public init(id: Int32) { self.id = id }
}
