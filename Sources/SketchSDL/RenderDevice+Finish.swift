import CSDL2

extension RenderDevice {
    /// A call that returns once the renderer has done all the drawing sent to it so far, for
    /// timing frames honestly: a GPU renderer (SDL's `opengl`, `opengles2`) returns from
    /// `SDL_RenderPresent` before the GPU has drawn, so this is its `glFinish`, looked up with
    /// `SDL_GL_GetProcAddress` in the renderer's context. Nil where present already waits (the
    /// software renderer draws on the CPU before present returns) or `glFinish` is not found.
    /// Costs one pipeline drain per call; the live app never calls it.
    public func finisher() -> (() -> Void)? {
        guard rendererName.hasPrefix("opengl"), let address = SDL_GL_GetProcAddress("glFinish") else { return nil }
        let glFinish = unsafeBitCast(address, to: (@convention(c) () -> Void).self)
        return { glFinish() }
    }

    /// How a bench frame's end is timed on this device, in words for its report.
    public var frameEndTiming: String {
        finisher() != nil
            ? "frames (and the floor) timed to completion: glFinish after each present"
            : "frames timed to the return of SDL_RenderPresent (the \(rendererName) renderer draws before it returns)"
    }
}
