import CSDL2
import Foundation

/// Paces a window's frames at 60 Hz: vsync does it where the renderer has it, else a
/// high-resolution timer sleeps out the rest of each frame. Shared by `draw` and the replay window.
@MainActor
struct FramePacer {
    static let period = 1.0 / 60
    private let frequency = Double(SDL_GetPerformanceFrequency())

    /// Seconds on SDL's high-resolution clock.
    func now() -> Double { Double(SDL_GetPerformanceCounter()) / frequency }

    /// Waits out the frame that began at `start`, unless `device` waits for vsync itself.
    func finishFrame(startedAt start: Double, on device: RenderDevice) {
        guard !device.hasVSync else { return }
        let left = start + Self.period - now()
        if left > 0 { usleep(UInt32(left * 1_000_000)) }
    }
}
