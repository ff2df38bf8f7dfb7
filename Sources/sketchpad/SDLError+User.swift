import SketchSDL

extension SDLError {
    /// The failure in the user's terms: what could not be done, then SDL's own reason in
    /// brackets; never the name of the SDL function that failed.
    var userDescription: String {
        let what: String
        switch call {
        case "SDL_Init": what = "the video system could not start"
        case "SDL_CreateWindow": what = "could not open a window"
        case "SDL_CreateRenderer": what = "could not start a renderer"
        case "SDL_CreateTexture", "SDL_CreateRGBSurfaceWithFormatFrom": what = "could not make an image that large"
        case "SDL_SetRenderTarget", "SDL_RenderCopy", "SDL_RenderGeometry", "SDL_RenderClear", "SDL_UpdateTexture",
             "SDL_RenderFillRect", "SDL_SetTextureBlendMode", "SDL_SetTextureAlphaMod":
            what = "drawing failed"
        case "SDL_RenderReadPixels": what = "could not read the picture back"
        case "SDL_PushEvent": what = "the event queue is full"
        case _ where call.hasPrefix("IMG_SavePNG"):
            return "could not write the PNG"  // SDL's reason names the temporary file
        default: what = "the display system failed"
        }
        return message.isEmpty ? what : "\(what) (\(message))"
    }
}
