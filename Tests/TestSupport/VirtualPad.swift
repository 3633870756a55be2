import CSDL2
import Synchronization

/// A game controller with no hardware: SDL's virtual joystick with a controller mapping, driven the way
/// a real pad's driver would be. Every rumble SDL asks of it (strengths 0 to 65535, and the 0, 0 that ends
/// one when its time is up) is kept in `rumbles`.
public final class VirtualPad {
    /// The device index SDL gave the pad when it was attached.
    public let deviceIndex: Int32
    private let joystick: OpaquePointer
    private let recorder = RumbleLog()
    private var attached = true

    /// Button numbers of the raw joystick, as the mapping below names them.
    public enum Raw: Int32 { case a = 0, b, back, dpadUp, dpadDown, dpadLeft, dpadRight }

    /// Why the pad could not be made.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public init() throws {
        var desc = SDL_VirtualJoystickDesc()
        desc.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
        desc.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        desc.naxes = 2
        desc.nbuttons = 7
        desc.vendor_id = 0x5359
        desc.product_id = 0x0001
        desc.userdata = Unmanaged.passUnretained(recorder).toOpaque()
        desc.Rumble = { userdata, low, high in
            guard let userdata else { return -1 }
            Unmanaged<RumbleLog>.fromOpaque(userdata).takeUnretainedValue().entries.withLock { $0.append((low, high)) }
            return 0
        }
        deviceIndex = SDL_JoystickAttachVirtualEx(&desc)
        guard deviceIndex >= 0 else { throw Failure(description: "attach: \(String(cString: SDL_GetError()))") }
        var guid = [CChar](repeating: 0, count: 64)
        SDL_JoystickGetGUIDString(SDL_JoystickGetDeviceGUID(deviceIndex), &guid, 64)
        let mapping =
            String(decoding: guid.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            + ",SwitchYard test pad,a:b0,b:b1,back:b2,dpup:b3,dpdown:b4,dpleft:b5,dpright:b6,leftx:a0,lefty:a1,platform:Linux,"
        guard SDL_GameControllerAddMapping(mapping) >= 0 else { throw Failure(description: "mapping") }
        guard let opened = SDL_JoystickOpen(deviceIndex) else { throw Failure(description: "open") }
        joystick = opened
    }

    /// Every rumble asked of the pad so far, oldest first: (low, high) motor strengths, 0 to 65535.
    public var rumbles: [(low: UInt16, high: UInt16)] {
        recorder.entries.withLock { $0 }
    }

    public func set(_ button: Raw, _ down: Bool) {
        SDL_JoystickSetVirtualButton(joystick, button.rawValue, down ? 1 : 0)
        SDL_JoystickUpdate()
    }

    public func stick(x: Int16, y: Int16) {
        SDL_JoystickSetVirtualAxis(joystick, 0, x)
        SDL_JoystickSetVirtualAxis(joystick, 1, y)
        SDL_JoystickUpdate()
    }

    /// Unplugs the pad (once; the pad unplugs itself when it goes).
    public func unplug() {
        guard attached else { return }
        attached = false
        SDL_JoystickClose(joystick)
        SDL_JoystickDetachVirtual(deviceIndex)
    }

    deinit {
        unplug()
    }
}

/// The rumbles SDL asked of a virtual pad, written on whatever thread SDL calls from.
final class RumbleLog: Sendable {
    let entries = Mutex<[(low: UInt16, high: UInt16)]>([])
}
