import CSDL2

/// An owned, resizable, high-density-aware SDL window.
package final class Window {
    /// The owned `SDL_Window`.
    package let pointer: OpaquePointer
    private let context: SDLContext

    /// Opens a resizable window of `width` x `height` points with `SDL_WINDOW_ALLOW_HIGHDPI`, centred.
    package init(context: SDLContext, title: String, width: Int, height: Int) throws {
        guard let w = Int32(exactly: width), let h = Int32(exactly: height), w > 0, h > 0 else {
            throw SDLError(call: "SDL_CreateWindow", message: "invalid window size \(width)x\(height)")
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = Int32(bitPattern: CSDL2_WINDOWPOS_CENTERED())
        guard let window = SDL_CreateWindow(title, centered, centered, w, h, flags) else {
            throw SDLError.current("SDL_CreateWindow")
        }
        self.pointer = window
        self.context = context
    }

    deinit {
        SDL_DestroyWindow(pointer)
    }

    /// The window's id, as found in window events.
    package var id: UInt32 { SDL_GetWindowID(pointer) }

    /// The window's size in points (logical units, what the scene lays out in).
    package var size: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(pointer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Where the window's top-left corner is on the screen, in screen coordinates (an accessibility
    /// bridge's extents are on the screen).
    package var position: (x: Int, y: Int) {
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(pointer, &x, &y)
        return (Int(x), Int(y))
    }

    /// True while the window has the keyboard focus.
    package var hasInputFocus: Bool {
        SDL_GetWindowFlags(pointer) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0
    }

    /// The window title.
    package var title: String {
        get { String(cString: SDL_GetWindowTitle(pointer)) }
        set { SDL_SetWindowTitle(pointer, newValue) }
    }
}
