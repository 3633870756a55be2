// switchyard-baseline: the C reference `switchyard bench` holds SwitchYard against. It draws the bench's
// frame (N HMCustomSwitch-look switches in a grid on 1280x800, every thumb animating) the fastest plain way
// SDL2 allows on its software renderer: anti-aliased sprites rasterised once (a pill for the track, a ring
// for its border, the thumb with its border baked in) and drawn with colour modulation, and the two labels
// rendered once by SDL_ttf in their final colours. With --modulated it instead draws every part as a white
// mask or white text tinted by colour and alpha modulation, the thumb's border a ring of its own: the SDL
// calls SwitchYard's DrawListPlayer made before it pre-coloured repeated shapes and text, which shows what
// SDL's modulating blitter costs. With --precolored it draws as the plain way but, like DrawListPlayer,
// counts each frame's track colours first and copies a track whose colour repeats in the frame from a
// texture already in that colour (made once, kept in a bounded cache), unmodulated; a colour drawn once
// is tinted as before. That is the same work SwitchYard does, so the two compare like for like.
// It prints one JSON line per measured frame on stdout:
//   {"switches":N,"frame":F,"update_ns":U,"draw_ns":D}
// Usage: switchyard-baseline --font BOLD.ttf [--switches N] [--frames F] [--warmup W] [--first-frame K]
//                            [--modulated | --precolored] [--screenshot OUT.bmp]
#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>

#include "sprites.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
    kWidth = 1280,
    kHeight = 800,
    kTrackWidth = 95,
    kTrackHeight = 27,
    kThumbMargin = 2,
    kThumbSide = kTrackHeight - 2 * kThumbMargin,
    kTravel = kTrackWidth - 2 * kThumbMargin - kThumbSide,
    kFramesPerToggle = 12,
    kFontSize = 17,
    // Open-addressed slots of a frame's colour tally (a power of two, well above the colours of a frame).
    kTallySlots = 512,
    // Pre-coloured tracks kept, least recently used dropped first: DrawListPlayer's ColoredMaskCache size.
    kColoredCapacity = 128,
};

static const double kTickSeconds = 1.0 / 60.0;
static const double kDuration = 0.2;
static const SDL_Color kBackground = {242, 242, 247, 255};
static const SDL_Color kTrackOff = {0xE5, 0xE5, 0xEA, 255};
static const SDL_Color kTrackOn = {0x0A, 0x84, 0xFF, 255};
static const SDL_Color kOnText = {255, 255, 255, 255};
static const SDL_Color kOffText = {0x80, 0x80, 0x80, 255};

typedef struct {
    float x, y;
    double from, to, start;
} Switch;

// A track pre-coloured in one colour (0xRRGGBB), and the frame it was last drawn in.
typedef struct {
    Uint32 color;
    SDL_Texture *texture;
    long last_used;
} ColoredTrack;

// One colour counted in this frame: how many tracks have it and, when more than one, its texture.
typedef struct {
    Uint32 key; // 0x01RRGGBB, 0 for an empty slot
    int count;
    SDL_Texture *texture;
} TallySlot;

// The textures of one way of drawing. Plain: pre-coloured ring, thumb and labels. Modulated: white masks
// and white text, tinted at every copy, with the thumb's ring apart (thumb_ring is NULL when plain).
// Precolored: the plain sprites, plus the tracks of repeated colours pre-coloured (`colored`) and each
// switch's position this frame (`positions`, filled by the tally pass).
typedef struct {
    Sprite track, ring, thumb, thumb_ring, on, off;
    int modulated, precolored;
    ColoredTrack colored[kColoredCapacity];
    int colored_count;
    long frame;
    TallySlot tally[kTallySlots];
    double *positions;
} Sprites;

static const SDL_Color kBorder = {0, 0, 0, 38};

static uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int fail(const char *call) {
    fprintf(stderr, "switchyard-baseline: %s failed: %s\n", call, SDL_GetError());
    return 3;
}

// Reports a failed sprite and returns 0 (false).
static int sprite_failed(const char *what) {
    fail(what);
    return 0;
}

// CSS cubic-bezier(0.42, 0, 0.58, 1) (ease-in-out): solve x(t) = p by Newton steps with a bisection
// fallback, return y(t).
static double bezier(double a, double b, double t) {
    double u = 1 - t;
    return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t;
}

static double ease_in_out(double p) {
    if (p <= 0) return 0;
    if (p >= 1) return 1;
    double t = p;
    for (int i = 0; i < 8; i++) {
        double x = bezier(0.42, 0.58, t) - p;
        double u = 1 - t;
        double dx = 3 * u * u * 0.42 + 6 * u * t * (0.58 - 0.42) + 3 * t * t * (1 - 0.58);
        if (fabs(x) < 1e-7) return bezier(0, 1, t);
        if (fabs(dx) < 1e-6) break;
        t -= x / dx;
    }
    double lo = 0, hi = 1;
    t = p;
    for (int i = 0; i < 40; i++) {
        double x = bezier(0.42, 0.58, t);
        if (fabs(x - p) < 1e-7) break;
        if (x < p) lo = t; else hi = t;
        t = (lo + hi) / 2;
    }
    return bezier(0, 1, t);
}

// Switch i of n sits on a grid spread over the whole target (overlapping when n is large): the same
// layout `switchyard bench` gives its scene.
static void layout(Switch *switches, int n) {
    int columns = (int)ceil(sqrt((double)n * kWidth / kHeight));
    if (columns < 1) columns = 1;
    int rows = (n + columns - 1) / columns;
    double step_x = columns > 1 ? (double)(kWidth - kTrackWidth) / (columns - 1) : 0;
    double step_y = rows > 1 ? (double)(kHeight - kTrackHeight) / (rows - 1) : 0;
    for (int i = 0; i < n; i++) {
        double on = i % 2 == 0 ? 1 : 0;
        switches[i] = (Switch){(float)floor((i % columns) * step_x), (float)floor((i / columns) * step_y),
                               on, on, -1e9};
    }
}

static double position(const Switch *s, double time) {
    double p = (time - s->start) / kDuration;
    return s->from + (s->to - s->from) * ease_in_out(p);
}

// Frame `frame`: the switches whose turn it is reverse from where they are, then every position is known.
static void update(Switch *switches, int n, int frame, double time) {
    for (int i = frame % kFramesPerToggle; i < n; i += kFramesPerToggle) {
        Switch *s = &switches[i];
        s->from = position(s, time);
        s->to = s->to > 0.5 ? 0 : 1;
        s->start = time;
    }
}

static Uint8 mix(Uint8 a, Uint8 b, double t) {
    return (Uint8)lround(a + (b - a) * t);
}

// Sets the tint of the next copy of `texture` the way DrawListPlayer does before every copy.
static void tint(SDL_Texture *texture, SDL_Color color) {
    SDL_SetTextureColorMod(texture, color.r, color.g, color.b);
    SDL_SetTextureAlphaMod(texture, color.a);
}

static void draw_label(SDL_Renderer *renderer, const Sprite *label, double centre_x, double centre_y,
                       const SDL_Color *color) {
    SDL_FRect target = {(float)round(centre_x - label->width / 2.0), (float)round(centre_y - label->height / 2.0),
                        (float)label->width, (float)label->height};
    if (color != NULL) tint(label->texture, *color);
    SDL_RenderCopyF(renderer, label->texture, NULL, &target);
}

// The track's colour at position p: off and on mixed by the position clamped to 0...1.
static SDL_Color track_color(double p) {
    double fade = p < 0 ? 0 : (p > 1 ? 1 : p);
    return (SDL_Color){mix(kTrackOff.r, kTrackOn.r, fade), mix(kTrackOff.g, kTrackOn.g, fade),
                       mix(kTrackOff.b, kTrackOn.b, fade), 255};
}

// The tally slot of `color` this frame, or NULL when the tally is half full (the colour is then tinted).
static TallySlot *tally_slot(Sprites *sprites, SDL_Color color, int *used) {
    Uint32 key = 0x1000000u | (Uint32)color.r << 16 | (Uint32)color.g << 8 | color.b;
    Uint32 h = (key * 2654435761u) >> 23;
    for (;;) {
        TallySlot *slot = &sprites->tally[h];
        if (slot->key == key) return slot;
        if (slot->key == 0) {
            if (*used >= kTallySlots / 2) return NULL;
            (*used)++;
            slot->key = key;
            return slot;
        }
        h = (h + 1) & (kTallySlots - 1);
    }
}

// The track pre-coloured in `color`: made the first time it is asked for, the least recently used one
// destroyed when the cache is full. NULL (and the track is tinted) when it cannot be made.
static SDL_Texture *colored_track(SDL_Renderer *renderer, Sprites *sprites, Uint32 color) {
    ColoredTrack *slot = NULL;
    for (int i = 0; i < sprites->colored_count; i++) {
        ColoredTrack *entry = &sprites->colored[i];
        if (entry->color == color) {
            entry->last_used = sprites->frame;
            return entry->texture;
        }
        if (slot == NULL || entry->last_used < slot->last_used) slot = entry;
    }
    if (sprites->colored_count < kColoredCapacity) slot = &sprites->colored[sprites->colored_count++];
    else SDL_DestroyTexture(slot->texture);
    Sprite sprite;
    if (!make_colored_sprite(renderer, kTrackWidth, kTrackHeight, kTrackHeight / 2.0, color, 1, 0, 0, &sprite)) {
        *slot = sprites->colored[--sprites->colored_count];
        return NULL;
    }
    *slot = (ColoredTrack){color, sprite.texture, sprites->frame};
    return sprite.texture;
}

// The precolored way's first pass: every switch's position, its track colour counted, and for each colour
// more than one track has, its pre-coloured texture. Returns the tally slot of each switch's colour in
// `slots` (NULL for a colour tinted).
static void tally_tracks(SDL_Renderer *renderer, const Switch *switches, int n, double time, Sprites *sprites,
                         TallySlot **slots) {
    memset(sprites->tally, 0, sizeof sprites->tally);
    sprites->frame++;
    int used = 0;
    for (int i = 0; i < n; i++) {
        double p = position(&switches[i], time);
        sprites->positions[i] = p;
        slots[i] = tally_slot(sprites, track_color(p), &used);
        if (slots[i] != NULL) slots[i]->count++;
    }
    for (int h = 0; h < kTallySlots; h++) {
        TallySlot *slot = &sprites->tally[h];
        if (slot->count > 1) slot->texture = colored_track(renderer, sprites, slot->key & 0xFFFFFFu);
    }
}

static void draw(SDL_Renderer *renderer, const Switch *switches, int n, double time, Sprites *sprites,
                 TallySlot **slots) {
    SDL_SetRenderDrawColor(renderer, kBackground.r, kBackground.g, kBackground.b, 255);
    SDL_RenderClear(renderer);
    const double label_length = kTravel;
    const int modulated = sprites->modulated;
    if (sprites->precolored) tally_tracks(renderer, switches, n, time, sprites, slots);
    for (int i = 0; i < n; i++) {
        const Switch *s = &switches[i];
        double p = sprites->precolored ? sprites->positions[i] : position(s, time);
        SDL_Color track = track_color(p);
        SDL_Texture *track_texture = sprites->track.texture;
        if (sprites->precolored && slots[i] != NULL && slots[i]->texture != NULL) {
            track_texture = slots[i]->texture;
        } else if (modulated) {
            tint(track_texture, track);
        } else {
            SDL_SetTextureColorMod(track_texture, track.r, track.g, track.b);
        }
        SDL_FRect box = {s->x, s->y, kTrackWidth, kTrackHeight};
        SDL_RenderCopyF(renderer, track_texture, NULL, &box);
        double u0 = kThumbMargin + p * kTravel;
        SDL_Rect clip = {(int)s->x, (int)s->y, kTrackWidth, kTrackHeight};
        SDL_RenderSetClipRect(renderer, &clip);
        double middle = s->y + kTrackHeight / 2.0;
        draw_label(renderer, &sprites->on, s->x + u0 - label_length / 2, middle, modulated ? &kOnText : NULL);
        draw_label(renderer, &sprites->off, s->x + u0 + kThumbSide + label_length / 2, middle,
                   modulated ? &kOffText : NULL);
        SDL_RenderSetClipRect(renderer, NULL);
        if (modulated) tint(sprites->ring.texture, kBorder);
        SDL_RenderCopyF(renderer, sprites->ring.texture, NULL, &box);
        SDL_FRect knob = {(float)(s->x + u0), s->y + kThumbMargin, kThumbSide, kThumbSide};
        if (modulated) tint(sprites->thumb.texture, kOnText);
        SDL_RenderCopyF(renderer, sprites->thumb.texture, NULL, &knob);
        if (modulated) {
            tint(sprites->thumb_ring.texture, kBorder);
            SDL_RenderCopyF(renderer, sprites->thumb_ring.texture, NULL, &knob);
        }
    }
    SDL_RenderFlush(renderer);
}

// Rasterises the sprites of the chosen way of drawing; 0 and a message on failure.
static int make_sprites(SDL_Renderer *renderer, TTF_Font *font, int modulated, Sprites *out) {
    double radius = kTrackHeight / 2.0, thumb_radius = kThumbSide / 2.0;
    double ring_alpha = modulated ? 1 : kBorder.a / 255.0;
    out->modulated = modulated;
    if (!make_sprite(renderer, kTrackWidth, kTrackHeight, radius, 1, 0, 0, &out->track)) return sprite_failed("track");
    if (!make_sprite(renderer, kTrackWidth, kTrackHeight, radius, 0, 1, ring_alpha, &out->ring))
        return sprite_failed("ring");
    if (!make_sprite(renderer, kThumbSide, kThumbSide, thumb_radius, 1, modulated ? 0 : 1, ring_alpha, &out->thumb))
        return sprite_failed("thumb");
    if (modulated && !make_sprite(renderer, kThumbSide, kThumbSide, thumb_radius, 0, 1, 1, &out->thumb_ring))
        return sprite_failed("thumb ring");
    if (!make_label(renderer, font, "ON", kOnText, &out->on)) return sprite_failed("label ON");
    if (!make_label(renderer, font, "OFF", modulated ? kOnText : kOffText, &out->off)) return sprite_failed("label OFF");
    return 1;
}

static int parse_int(const char *text, int low, int high, int *out) {
    char *end = NULL;
    long value = strtol(text, &end, 10);
    if (end == text || *end != '\0' || value < low || value > high) return 0;
    *out = (int)value;
    return 1;
}

int main(int argc, char **argv) {
    int n = 100, frames = 60, warmup = 12, first = 0;
    const char *font_path = NULL, *screenshot = NULL;
    int modulated = 0, precolored = 0;
    for (int i = 1; i < argc; i++) {
        const char *flag = argv[i];
        if (strcmp(flag, "--modulated") == 0) {
            modulated = 1;
            continue;
        }
        if (strcmp(flag, "--precolored") == 0) {
            precolored = 1;
            continue;
        }
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        int ok = value != NULL;
        if (ok && strcmp(flag, "--switches") == 0) ok = parse_int(value, 1, 1000000, &n);
        else if (ok && strcmp(flag, "--frames") == 0) ok = parse_int(value, 1, 10000000, &frames);
        else if (ok && strcmp(flag, "--warmup") == 0) ok = parse_int(value, 0, 10000000, &warmup);
        else if (ok && strcmp(flag, "--first-frame") == 0) ok = parse_int(value, 0, 100000000, &first);
        else if (ok && strcmp(flag, "--font") == 0) font_path = value;
        else if (ok && strcmp(flag, "--screenshot") == 0) screenshot = value;
        else ok = 0;
        if (!ok) {
            fprintf(stderr, "switchyard-baseline: bad option '%s'\n", flag);
            return 2;
        }
        i++;
    }
    if (modulated && precolored) {
        fprintf(stderr, "switchyard-baseline: --modulated and --precolored are two different ways; give one\n");
        return 2;
    }
    if (font_path == NULL) {
        fprintf(stderr, "switchyard-baseline: --font BOLD.ttf is required\n");
        return 2;
    }

    setenv("SDL_VIDEODRIVER", "dummy", 0);
    SDL_SetMainReady();
    SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1");
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return fail("SDL_Init");
    if (TTF_Init() != 0) return fail("TTF_Init");
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, kWidth, kHeight, 32, SDL_PIXELFORMAT_ARGB8888);
    if (surface == NULL) return fail("SDL_CreateRGBSurfaceWithFormat");
    SDL_Renderer *renderer = SDL_CreateSoftwareRenderer(surface);
    if (renderer == NULL) return fail("SDL_CreateSoftwareRenderer");
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    TTF_Font *font = TTF_OpenFont(font_path, kFontSize);
    if (font == NULL) return fail("TTF_OpenFont");

    static Sprites sprites;
    if (!make_sprites(renderer, font, modulated, &sprites)) return 3;
    sprites.precolored = precolored;

    Switch *switches = malloc((size_t)n * sizeof(Switch));
    sprites.positions = malloc((size_t)n * sizeof(double));
    TallySlot **slots = malloc((size_t)n * sizeof(TallySlot *));
    if (switches == NULL || sprites.positions == NULL || slots == NULL) return fail("malloc");
    layout(switches, n);
    for (int frame = 0; frame < first; frame++) update(switches, n, frame, frame * kTickSeconds);
    for (int k = 0; k < warmup + frames; k++) {
        int frame = first + k;
        double time = frame * kTickSeconds;
        uint64_t start = now_ns();
        update(switches, n, frame, time);
        uint64_t updated = now_ns();
        draw(renderer, switches, n, time, &sprites, slots);
        uint64_t drawn = now_ns();
        if (k >= warmup) {
            printf("{\"switches\":%d,\"frame\":%d,\"update_ns\":%llu,\"draw_ns\":%llu}\n", n, frame,
                   (unsigned long long)(updated - start), (unsigned long long)(drawn - updated));
        }
    }
    if (screenshot != NULL && SDL_SaveBMP(surface, screenshot) != 0) return fail("SDL_SaveBMP");
    for (int i = 0; i < sprites.colored_count; i++) SDL_DestroyTexture(sprites.colored[i].texture);
    free(slots);
    free(sprites.positions);
    free(switches);
    TTF_CloseFont(font);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    TTF_Quit();
    SDL_Quit();
    return 0;
}
