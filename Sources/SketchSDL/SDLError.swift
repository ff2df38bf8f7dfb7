import CSDL2

/// A failed SDL call: which call, and what `SDL_GetError()` said right after it.
public struct SDLError: Error, Hashable, Sendable, CustomStringConvertible {
    public var call: String
    public var message: String

    public init(call: String, message: String) {
        self.call = call
        self.message = message
    }

    /// The error for `call`, reading `SDL_GetError()` now: call this straight after the failure.
    static func last(_ call: String) -> SDLError {
        SDLError(call: call, message: String(cString: SDL_GetError()))
    }

    public var description: String { "\(call) failed: \(message)" }
}

/// Throws the SDL error for `call` when an SDL status code is negative.
@inline(__always)
func check(_ status: Int32, _ call: String) throws(SDLError) {
    if status < 0 { throw SDLError.last(call) }
}
