import CSDL2

#if canImport(Glibc)
    import Glibc
#endif

/// How a window SwitchYard opens is drawn. With a graphics device, OpenGL (accelerated, with vsync). Without
/// one (a virtual machine, a container, Xvfb), OpenGL would be Mesa drawing on the CPU behind a context that
/// takes 80 to 250 ms to make, and SDL would show even a software renderer's frames through it; there SDL's
/// software renderer draws into the window's own surface and sends only the damaged rectangles to the screen,
/// which starts in a third of the time and draws a frame many times faster (docs/performance.md). SDL's
/// `SDL_RENDER_DRIVER` and `SDL_FRAMEBUFFER_ACCELERATION` environment variables still choose over this.
package enum WindowRendering {
    /// Device files a GPU's OpenGL driver opens: DRM (Mesa, and NVIDIA's with modesetting) and NVIDIA's own.
    static let graphicsDevices = ["/dev/dri", "/dev/nvidia0"]

    /// True when a window's renderer should be SDL's software one: `chosen` (SDL's render-driver hint)
    /// names it, or names nothing and the machine has no graphics device.
    package static func prefersSoftware(chosen: String?, hasGraphicsDevice: Bool) -> Bool {
        guard let chosen else { return !hasGraphicsDevice }
        return chosen.lowercased() == "software"
    }

    /// The choice for this process: `SDL_RENDER_DRIVER` and this machine's device files.
    static var prefersSoftware: Bool {
        prefersSoftware(
            chosen: SDL_GetHint(SDL_HINT_RENDER_DRIVER).map { String(cString: $0) },
            hasGraphicsDevice: graphicsDevices.contains { access($0, F_OK) == 0 })
    }

    /// Before a software renderer is made for a window: SDL shows its surface with XShm (or the platform's
    /// own way) rather than uploading it to an OpenGL texture each frame. An environment variable of the
    /// same name wins (`SDL_SetHint`'s normal priority).
    static func presentSurfaceDirectly() {
        _ = SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }
}
