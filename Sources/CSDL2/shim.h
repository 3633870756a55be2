#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>

/* Function-like macros Swift cannot import, as static inline functions. */
static inline int CSDL2_MUSTLOCK(SDL_Surface *surface) { return SDL_MUSTLOCK(surface); }
static inline Uint32 CSDL2_WINDOWPOS_CENTERED(void) { return SDL_WINDOWPOS_CENTERED; }
static inline Uint32 CSDL2_WINDOWPOS_UNDEFINED(void) { return SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 CSDL2_TOUCH_MOUSEID(void) { return SDL_TOUCH_MOUSEID; }
static inline SDL_TouchID CSDL2_MOUSE_TOUCHID(void) { return SDL_MOUSE_TOUCHID; }
static inline Uint32 CSDL2_BUTTON_LMASK(void) { return SDL_BUTTON_LMASK; }

#endif
