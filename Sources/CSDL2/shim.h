#ifndef SKETCHPAD_CSDL2_SHIM_H
#define SKETCHPAD_CSDL2_SHIM_H
#include <SDL.h>
#include <SDL_image.h>

/* Casts in macros do not reach Swift; these carry their values across. */
/* `which` of mouse events that SDL synthesized from a touch. */
static const Uint32 SKETCH_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
/* `touchId` of touch events that SDL synthesized from the mouse. */
static const Sint64 SKETCH_MOUSE_TOUCHID = SDL_MOUSE_TOUCHID;
static const Uint32 SKETCH_BUTTON_LMASK = SDL_BUTTON_LMASK;
static const Uint32 SKETCH_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
#endif
