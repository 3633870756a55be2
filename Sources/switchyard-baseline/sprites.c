// The baseline's sprites: anti-aliased rounded rectangles and rings rasterised once into textures, and
// labels rendered once by SDL_ttf (see main.c for how the bench draws with them).
#include "sprites.h"

#include <math.h>
#include <stdlib.h>

// Signed distance from pixel centre (px, py) to a rounded rectangle of w x h with corner radius r.
static double rounded_box_distance(double px, double py, double w, double h, double r) {
    double qx = fabs(px - w / 2) - (w / 2 - r);
    double qy = fabs(py - h / 2) - (h / 2 - r);
    double ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0;
    double inside = qx > qy ? qx : qy;
    return sqrt(ox * ox + oy * oy) + (inside < 0 ? inside : 0) - r;
}

static double coverage(double distance) {
    double c = 0.5 - distance;
    return c < 0 ? 0 : (c > 1 ? 1 : c);
}

// Fill coverage of a rounded rectangle, or with border > 0 the ring `border` pixels wide inside it.
static double shape_coverage(int x, int y, int w, int h, double r, double border) {
    double px = x + 0.5, py = y + 0.5;
    double outer = coverage(rounded_box_distance(px, py, w, h, r));
    if (border <= 0) return outer;
    double ir = r - border > 0 ? r - border : 0;
    double inner = coverage(rounded_box_distance(px - border, py - border, w - 2 * border, h - 2 * border, ir));
    double ring = outer - inner;
    return ring < 0 ? 0 : ring;
}

// One channel of the fill's colour (0...255) where the fill (alpha af) lies under the black ring (alpha ar),
// their composite having alpha a: the fill's share of the colour, straight alpha.
static Uint32 composite_channel(Uint32 channel, double af, double ar, double a) {
    double c = a > 0 ? (channel * af * (1 - ar)) / a : channel;
    return (Uint32)lround(c);
}

// A sprite of w x h: a fill of colour `fill` (0xRRGGBB) with `fill_alpha`, then a black ring of `border`
// pixels with `ring_alpha` composited over it (source-over, straight alpha), as ARGB8888.
int make_colored_sprite(SDL_Renderer *renderer, int w, int h, double r, Uint32 fill, double fill_alpha,
                               double border, double ring_alpha, Sprite *out) {
    Uint32 *pixels = malloc((size_t)w * (size_t)h * sizeof(Uint32));
    if (pixels == NULL) return 0;
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            double af = fill_alpha * shape_coverage(x, y, w, h, r, 0);
            double ar = border > 0 ? ring_alpha * shape_coverage(x, y, w, h, r, border) : 0;
            double a = ar + af * (1 - ar);
            Uint32 alpha = (Uint32)lround(a * 255);
            Uint32 red = composite_channel(fill >> 16 & 255, af, ar, a),
                   green = composite_channel(fill >> 8 & 255, af, ar, a), blue = composite_channel(fill & 255, af, ar, a);
            pixels[y * w + x] = alpha << 24 | red << 16 | green << 8 | blue;
        }
    }
    SDL_Texture *texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, w, h);
    int ok = texture != NULL && SDL_UpdateTexture(texture, NULL, pixels, w * (int)sizeof(Uint32)) == 0 &&
             SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) == 0;
    free(pixels);
    *out = (Sprite){texture, w, h};
    return ok;
}

// A sprite with a white fill: see make_colored_sprite.
int make_sprite(SDL_Renderer *renderer, int w, int h, double r, double fill_alpha, double border,
                       double ring_alpha, Sprite *out) {
    return make_colored_sprite(renderer, w, h, r, 0xFFFFFF, fill_alpha, border, ring_alpha, out);
}

int make_label(SDL_Renderer *renderer, TTF_Font *font, const char *text, SDL_Color color, Sprite *out) {
    SDL_Surface *surface = TTF_RenderUTF8_Blended(font, text, color);
    if (surface == NULL) return 0;
    SDL_Texture *texture = SDL_CreateTextureFromSurface(renderer, surface);
    *out = (Sprite){texture, surface->w, surface->h};
    SDL_FreeSurface(surface);
    return texture != NULL && SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) == 0;
}
