import CSDL2
import SDLKit
import SceneGraph
import SwitchYardKit
import Testing

/// The retained guest layer gives exactly the pixels of drawing directly: two hosts, one drawing its guest
/// directly and one through the layer, go through the same frames and must match bit for bit, across the
/// host's scale, viewport, clip and target and through damage (animations, presses, moves, removals).
@Suite("Guest layer", .serialized)
struct GuestLayerTests {
    /// A host pair: `direct` draws its guest directly, `layered` through the retained layer.
    struct Pair {
        let direct: GuestHost
        let layered: GuestHost
        var hosts: [GuestHost] { [direct, layered] }

        init(width: Int = 420, height: Int = 260, theme: String = "default.json") throws {
            direct = try GuestHost(width: width, height: height, theme: theme)
            layered = try GuestHost(width: width, height: height, theme: theme)
            direct.engine.guestDrawing = .direct
            #expect(layered.engine.guestDrawing == .retained, "the layer is the default")
        }

        /// Places the same switches in both.
        func add(_ id: String, _ style: String, _ x: Double, _ y: Double, on: Bool = false) throws {
            for host in hosts { try host.engine.addSwitch(id: id, style: style, origin: Point(x: x, y: y), isOn: on) }
        }

        /// Runs `change` on both engines.
        func each(_ change: (SwitchYardEngine) throws -> Void) rethrows {
            for host in hosts { try change(host.engine) }
        }

        /// One host frame in both: the host's own background (stripes and a square, so a wrongly restored
        /// pixel shows), set up by `setUp` (scale, viewport, clip, target), then the guest. Returns the
        /// regions the layered guest drew.
        @discardableResult
        func frame(_ setUp: (OpaquePointer) throws -> Void = { _ in }) throws -> DamageRegions {
            var drawn = DamageRegions(bounds: .zero, density: 1)
            for host in hosts {
                let renderer = host.hostRenderer.pointer
                resetState(renderer)
                try drawBackground(renderer)
                try setUp(renderer)
                let regions = try host.engine.draw()
                if host === layered { drawn = regions }
            }
            return drawn
        }

        /// Both hosts' current targets, pixel for pixel; the first differing pixel is named.
        func expectSame(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let a = try pixels(direct)
            let b = try pixels(layered)
            #expect(a.count == b.count)
            if a != b, let index = a.indices.first(where: { index in index < b.count && a[index] != b[index] }) {
                let width = try direct.hostRenderer.outputSize().0
                let place = "pixel \(index % width), \(index / width)"
                let values = "\(hex(b[index])) through the layer, \(hex(a[index])) drawn directly"
                Issue.record("\(label): \(place) is \(values)", sourceLocation: sourceLocation)
            }
        }

        /// Back to the whole target at scale 1, unclipped: what the host's background and a read of every
        /// pixel need (SDL reads the viewport only).
        private func resetState(_ renderer: OpaquePointer) {
            SDL_RenderSetScale(renderer, 1, 1)
            SDL_RenderSetViewport(renderer, nil)
            SDL_RenderSetClipRect(renderer, nil)
        }

        private func pixels(_ host: GuestHost) throws -> [UInt32] {
            resetState(host.hostRenderer.pointer)
            try host.hostRenderer.flush()
            let surface = try host.hostRenderer.readPixels()
            let raw = surface.pointer.pointee
            let pitch = Int(raw.pitch) / 4
            let base = raw.pixels.assumingMemoryBound(to: UInt32.self)
            var rows: [UInt32] = []
            rows.reserveCapacity(Int(raw.w) * Int(raw.h))
            for y in 0..<Int(raw.h) { rows += UnsafeBufferPointer(start: base + y * pitch, count: Int(raw.w)) }
            return rows
        }

        private func hex(_ value: UInt32) -> String { "0x" + String(value, radix: 16, uppercase: true) }
    }

    /// The host's background, the same every frame: vertical stripes of four colours and a dark square.
    static func drawBackground(_ renderer: OpaquePointer) throws {
        SDL_SetRenderDrawColor(renderer, 240, 238, 230, 255)
        SDL_RenderClear(renderer)
        let colors: [(UInt8, UInt8, UInt8)] = [(200, 60, 60), (60, 160, 80), (50, 80, 200), (230, 200, 40)]
        for x in stride(from: 0, to: 2_000, by: 37) {
            let (r, g, b) = colors[(x / 37) % colors.count]
            SDL_SetRenderDrawColor(renderer, r, g, b, 255)
            var stripe = SDL_Rect(x: Int32(x), y: 0, w: 11, h: 2_000)
            SDL_RenderFillRect(renderer, &stripe)
        }
        SDL_SetRenderDrawColor(renderer, 20, 20, 30, 255)
        var square = SDL_Rect(x: 60, y: 90, w: 70, h: 50)
        SDL_RenderFillRect(renderer, &square)
    }

    static func drawBackground(of host: GuestHost) throws { try drawBackground(host.hostRenderer.pointer) }

    /// The switches every test places: each seed's style, one on, one disabled.
    static func placeSwitches(_ pair: Pair) throws {
        try pair.add("hm", "hm", 12, 14, on: true)
        try pair.add("hwc", "hwc", 150, 16)
        try pair.add("mmm", "mmm", 12, 80)
        try pair.add("kyl", "kyl", 150, 84, on: true)
        try pair.add("spring", "spring", 260, 150)
        pair.each { $0.switchNode(id: "kyl")?.isEnabled = false }
    }

    @Test func everyFrameOfAnAnimationAPressAMoveAndARemovalMatchesDirectDrawing() throws {
        let pair = try Pair()
        try Self.placeSwitches(pair)
        try pair.frame()
        try pair.expectSame("first frame")
        #expect(try pair.frame().isEmpty, "an idle frame redraws nothing: the layer is copied as it is")
        try pair.expectSame("idle frame")
        pair.each { $0.switchNode(id: "mmm")?.setOn(true, animated: true) }
        for step in 1...12 {
            pair.each { $0.advance(to: Double(step) * 0.03) }
            let regions = try pair.frame()
            #expect(!regions.isFull, "an animation redraws its switch, not the frame")
            try pair.expectSame("animation step \(step)")
        }
        for host in pair.hosts {
            _ = host.engine.handle(.mouseButton(.init(isDown: true, x: 40, y: 30, button: .left)))
        }
        pair.each { $0.advance(to: 0.5) }
        try pair.frame()
        try pair.expectSame("pressed")
        for host in pair.hosts {
            _ = host.engine.handle(.mouseButton(.init(isDown: false, x: 40, y: 30, button: .left)))
        }
        pair.each { $0.advance(to: 1.0) }
        try pair.frame()
        try pair.expectSame("released and settled")
        pair.each { engine in
            if let node = engine.switchNode(id: "hwc") {
                node.frame = Rect(origin: Point(x: 171, y: 40), size: node.frame.size)
            }
        }
        try pair.frame()
        try pair.expectSame("moved over the square")
        pair.each { _ = $0.removeSwitch(id: "spring") }
        try pair.frame()
        try pair.expectSame("removed")
    }

    @Test(arguments: [1.0, 1.5, 2.0])
    func aHostScaleAndViewportMatchDirectDrawing(scale: Double) throws {
        let pair = try Pair(width: 700, height: 420)
        try Self.placeSwitches(pair)
        let setUp: (OpaquePointer) throws -> Void = { renderer in
            SDL_RenderSetScale(renderer, Float(scale), Float(scale))
            var viewport = SDL_Rect(x: 13, y: 7, w: 300, h: 200)
            SDL_RenderSetViewport(renderer, &viewport)
        }
        try pair.frame(setUp)
        try pair.expectSame("scale \(scale), first frame")
        pair.each { $0.switchNode(id: "hm")?.setOn(false, animated: true) }
        for step in 1...4 {
            pair.each { $0.advance(to: Double(step) * 0.05) }
            try pair.frame(setUp)
            try pair.expectSame("scale \(scale), step \(step)")
        }
    }

    @Test func aHostClipMatchesDirectDrawingAndAChangedClipIsFollowed() throws {
        let pair = try Pair()
        try Self.placeSwitches(pair)
        for (index, clip) in [SDL_Rect(x: 30, y: 20, w: 170, h: 90), SDL_Rect(x: 0, y: 60, w: 420, h: 40)].enumerated()
        {
            let setUp: (OpaquePointer) throws -> Void = { renderer in
                var clip = clip
                SDL_RenderSetClipRect(renderer, &clip)
            }
            try pair.frame(setUp)
            try pair.expectSame("clip \(index)")
            pair.each { $0.switchNode(id: "mmm")?.setOn(index == 0, animated: true) }
            pair.each { $0.advance(to: Double(index) + 0.1) }
            try pair.frame(setUp)
            try pair.expectSame("clip \(index), animating")
        }
        try pair.frame()
        try pair.expectSame("clip removed")
    }

    @Test func aHostsOwnTargetTextureMatchesDirectDrawing() throws {
        let pair = try Pair()
        try Self.placeSwitches(pair)
        let targets = try pair.hosts.map { try Texture(renderer: $0.hostRenderer, targetWidth: 300, height: 180) }
        for step in 0...3 {
            for (host, target) in zip(pair.hosts, targets) {
                SDL_SetRenderTarget(host.hostRenderer.pointer, target.pointer)
                try Self.drawBackground(of: host)
                if step == 2 { host.engine.switchNode(id: "hwc")?.setOn(true, animated: true) }
                host.engine.advance(to: Double(step) * 0.1)
                try host.engine.draw()
            }
            try pair.expectSame("target texture, frame \(step)")
        }
        for host in pair.hosts { SDL_SetRenderTarget(host.hostRenderer.pointer, nil) }
    }

    @Test func aChangedBackgroundShowsOnceTheHostInvalidatesIt() throws {
        let pair = try Pair()
        try Self.placeSwitches(pair)
        try pair.frame()
        for host in pair.hosts {
            host.fill(10, 90, 10)
            host.engine.invalidateGuestBackground()
            #expect(try host.engine.draw().isFull, "an invalidated background redraws every switch")
        }
        try pair.expectSame("new background")
        #expect(try pair.layered.pixel(140, 140) == 0xFF0A_5A0A, "the new background shows between the switches")
    }

    @Test func whatTheHostDrawsBetweenTheSwitchesShowsWithoutInvalidating() throws {
        let pair = try Pair()
        try pair.add("hm", "hm", 12, 14, on: true)
        try pair.add("kyl", "kyl", 300, 200)
        for frame in 0..<4 {
            try pair.frame { renderer in
                SDL_SetRenderDrawColor(renderer, UInt8(frame * 60), 200, 90, 255)
                var between = SDL_Rect(x: 150, y: 100, w: 60, h: 40)
                SDL_RenderFillRect(renderer, &between)
            }
            try pair.expectSame("the host's square between the switches, frame \(frame)")
        }
        #expect(try pair.layered.pixel(170, 110) == 0xFFB4_C85A, "the host's last square shows")
    }

    @Test func drawingDirectlyAgainAndComingBackStaysExact() throws {
        let pair = try Pair()
        try Self.placeSwitches(pair)
        try pair.frame()
        pair.layered.engine.guestDrawing = .direct
        pair.each { $0.switchNode(id: "hm")?.setOn(false, animated: false) }
        try pair.frame()
        try pair.expectSame("drawn directly")
        pair.layered.engine.guestDrawing = .retained
        pair.each { $0.switchNode(id: "hwc")?.setOn(true, animated: false) }
        try pair.frame()
        try pair.expectSame("through the layer again")
    }
}
