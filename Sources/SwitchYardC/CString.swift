#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A NUL-terminated copy of a Swift string that C may read until it is replaced or freed, for the messages
/// the C API hands out (`sy_error_message`, `sy_last_error`).
enum CString {
    /// A malloc'd copy of `text`; nil only when memory ran out. The caller frees it.
    static func copy(_ text: String) -> UnsafeMutablePointer<CChar>? {
        text.withCString { strdup($0) }
    }

    /// A static C string that is never freed (for "no message yet" and code names).
    static func constant(_ text: StaticString) -> UnsafePointer<CChar> {
        UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
