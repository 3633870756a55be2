import Dispatch
import Foundation

/// Polls `condition` every few milliseconds until it holds or `seconds` pass; true when it held.
public func eventually(within seconds: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    while DispatchTime.now().uptimeNanoseconds < deadline {
        if condition() { return true }
        usleep(2000)
    }
    return condition()
}

/// Polls `poll` like `eventually` until it gives a value or `seconds` pass; that value, nil if none came.
public func eventuallyValue<Value>(within seconds: Double = 10, _ poll: () -> Value?) -> Value? {
    var value: Value?
    _ = eventually(within: seconds) {
        value = poll()
        return value != nil
    }
    return value
}
