// The baseline's sprites (sprites.c): textures made once, copied every frame.
#ifndef SWITCHYARD_BASELINE_SPRITES_H
#define SWITCHYARD_BASELINE_SPRITES_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>

typedef struct {
    SDL_Texture *texture;
    int width, height;
} Sprite;

// A sprite of w x h with corner radius r: a fill of colour `fill` (0xRRGGBB) with `fill_alpha`, then a black
// ring of `border` pixels with `ring_alpha` composited over it (source-over, straight alpha), as ARGB8888.
// Returns 1 when made, 0 when an SDL call or the allocation failed.
int make_colored_sprite(SDL_Renderer *renderer, int w, int h, double r, Uint32 fill, double fill_alpha,
                        double border, double ring_alpha, Sprite *out);

// make_colored_sprite with a white fill, for tinting at each copy.
int make_sprite(SDL_Renderer *renderer, int w, int h, double r, double fill_alpha, double border, double ring_alpha,
                Sprite *out);

// `text` rendered once by SDL_ttf in `color`; 1 when made, 0 when SDL_ttf or SDL failed.
int make_label(SDL_Renderer *renderer, TTF_Font *font, const char *text, SDL_Color color, Sprite *out);

#endif
