/*
 * c-settings: a small settings screen in plain C that embeds SwitchYard through include/switchyard.h.
 * The program owns its window, renderer, loop and drawing (background, title bar, rows and their icons);
 * SwitchYard draws three themed switches into the same renderer. Dark mode recolours the whole screen,
 * the other two switches light up their row's icon. Edit settings.json while it runs: it reloads live.
 * Every switch cue is the host's to play (feedback.c): it prints each, clicks while "sound" is on and
 * rumbles a game controller while "vibration" is on.
 *
 *   c-settings [--theme FILE] [--headless] [--frames N] [--tap ID] [--screenshot OUT.png]
 *              [--compare GOLDEN.png] [--bench]
 *
 * --headless draws with SDL's software renderer onto a surface (SDL_VIDEODRIVER=dummy), --frames stops
 * after N frames (headless time advances 1/60 s a frame), --tap presses and releases the mouse on switch
 * ID's centre through SDL's event queue on frame 2, --screenshot saves the last frame, --compare checks it
 * against a golden image (SWITCHYARD_RECORD_GOLDEN=1 records it instead), --bench prints the time
 * sy_advance + sy_draw took per frame (and heap allocations per frame when alloc_counter_total is linked).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>

#include "feedback.h"
#include "switchyard.h"

#define WIDTH 420
#define HEIGHT 300
#define TAP_FRAME 2
#define ROW_COUNT 3
#define GOLDEN_TOLERANCE 16
#define GOLDEN_MAX_DIFFERING_PERMILLE 1

/* Linked in only by the bench build (Sources/CAllocCounter); NULL otherwise. */
extern uint64_t alloc_counter_total(void) __attribute__((weak));

typedef struct options {
    const char *theme;
    const char *tap;
    const char *screenshot;
    const char *compare;
    int headless;
    int frames;
    int bench;
} options;

typedef struct row {
    const char *id;
    const char *style;
    SDL_Rect card;
    int on;
} row;

typedef struct app {
    SDL_Renderer *renderer;
    sy_context *ctx;
    row rows[ROW_COUNT];
    host_feedback feedback;
} app;

static int parse_options(int argc, char **argv, options *opt) {
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(arg, "--headless") == 0) {
            opt->headless = 1;
        } else if (strcmp(arg, "--bench") == 0) {
            opt->bench = 1;
        } else if (next && strcmp(arg, "--frames") == 0) {
            opt->frames = atoi(next);
            i++;
        } else if (next && strcmp(arg, "--theme") == 0) {
            opt->theme = next;
            i++;
        } else if (next && strcmp(arg, "--tap") == 0) {
            opt->tap = next;
            i++;
        } else if (next && strcmp(arg, "--screenshot") == 0) {
            opt->screenshot = next;
            i++;
        } else if (next && strcmp(arg, "--compare") == 0) {
            opt->compare = next;
            i++;
        } else {
            fprintf(stderr, "usage: c-settings [--theme FILE] [--headless] [--frames N] [--tap ID] "
                            "[--screenshot OUT.png] [--compare GOLDEN.png] [--bench]\n");
            return 0;
        }
    }
    return 1;
}

static row *find_row(app *a, const char *id) {
    for (int i = 0; i < ROW_COUNT; i++) {
        if (strcmp(a->rows[i].id, id) == 0) return &a->rows[i];
    }
    return NULL;
}

static void on_value_changed(sy_context *ctx, const char *id, int on, void *user) {
    (void)ctx;
    row *r = find_row(user, id);
    if (r) r->on = on;
    printf("value-changed %s %d\n", id, on);
    fflush(stdout);
}

/* The host's layout: one card per row, each switch at its theme size, right-aligned and centred in it. */
static void layout(app *a) {
    for (int i = 0; i < ROW_COUNT; i++) {
        row *r = &a->rows[i];
        r->card = (SDL_Rect){16, 72 + i * 72, WIDTH - 32, 60};
        float w = 0, h = 0;
        if (sy_get_switch_rect(a->ctx, r->id, NULL, NULL, &w, &h) != SY_OK) continue;
        float x = (float)(r->card.x + r->card.w - 16) - w;
        float y = (float)r->card.y + ((float)r->card.h - h) / 2;
        sy_move_switch(a->ctx, r->id, roundf(x), roundf(y));
    }
}

static void fill(SDL_Renderer *renderer, SDL_Color c, int x, int y, int w, int h) {
    SDL_Rect rect = {x, y, w, h};
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(renderer, &rect);
}

/* Everything the host draws itself, under the switches. */
static void draw_host(const app *a) {
    SDL_Renderer *renderer = a->renderer;
    int dark = a->rows[0].on;
    SDL_Color background = dark ? (SDL_Color){28, 28, 30, 255} : (SDL_Color){242, 242, 247, 255};
    SDL_Color card = dark ? (SDL_Color){58, 58, 60, 255} : (SDL_Color){255, 255, 255, 255};
    SDL_Color bar = dark ? (SDL_Color){10, 10, 12, 255} : (SDL_Color){0, 122, 255, 255};
    SDL_Color idle = {142, 142, 147, 255};
    SDL_Color lit[ROW_COUNT] = {{255, 204, 0, 255}, {52, 199, 89, 255}, {255, 59, 48, 255}};

    SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, 255);
    SDL_RenderClear(renderer);
    /* Title bar: a gear-like mark and three "title" strokes. */
    fill(renderer, bar, 0, 0, WIDTH, 52);
    fill(renderer, (SDL_Color){255, 255, 255, 255}, 16, 14, 24, 24);
    fill(renderer, bar, 22, 20, 12, 12);
    fill(renderer, (SDL_Color){255, 255, 255, 230}, 52, 18, 90, 6);
    fill(renderer, (SDL_Color){255, 255, 255, 150}, 52, 30, 60, 4);
    for (int i = 0; i < ROW_COUNT; i++) {
        const row *r = &a->rows[i];
        SDL_Color icon = r->on ? lit[i] : idle;
        fill(renderer, card, r->card.x, r->card.y, r->card.w, r->card.h);
        /* Icon square and a caption stroke whose length tells the rows apart. */
        fill(renderer, icon, r->card.x + 14, r->card.y + 16, 28, 28);
        fill(renderer, dark ? (SDL_Color){200, 200, 205, 255} : (SDL_Color){60, 60, 67, 255}, r->card.x + 54,
             r->card.y + 27, 70 + 30 * i, 6);
    }
}

/* Presses and releases the left button on switch `id`'s centre through SDL's queue, as a user would. */
static int push_tap(app *a, const char *id) {
    float x, y, w, h;
    sy_result result = sy_get_switch_rect(a->ctx, id, &x, &y, &w, &h);
    if (result != SY_OK) {
        fprintf(stderr, "--tap %s: %s\n", id, sy_error_message(a->ctx));
        return 0;
    }
    for (int down = 1; down >= 0; down--) {
        SDL_Event event;
        memset(&event, 0, sizeof event);
        event.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
        event.button.button = SDL_BUTTON_LEFT;
        event.button.state = down ? SDL_PRESSED : SDL_RELEASED;
        event.button.clicks = 1;
        event.button.x = (Sint32)(x + w / 2);
        event.button.y = (Sint32)(y + h / 2);
        if (SDL_PushEvent(&event) != 1) {
            fprintf(stderr, "SDL_PushEvent: %s\n", SDL_GetError());
            return 0;
        }
    }
    return 1;
}

static SDL_Surface *read_frame(SDL_Renderer *renderer) {
    int w, h;
    if (SDL_GetRendererOutputSize(renderer, &w, &h) != 0) return NULL;
    SDL_Surface *shot = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (shot && SDL_RenderReadPixels(renderer, NULL, SDL_PIXELFORMAT_ARGB8888, shot->pixels, shot->pitch) != 0) {
        SDL_FreeSurface(shot);
        return NULL;
    }
    return shot;
}

/* `path` with its ".png" ending replaced by `suffix`. */
static void sibling(char *out, size_t size, const char *path, const char *suffix) {
    size_t length = strlen(path);
    if (length >= 4 && strcmp(path + length - 4, ".png") == 0) length -= 4;
    snprintf(out, size, "%.*s%s", (int)length, path, suffix);
}

/* Compares `shot` with the golden PNG; on a mismatch writes GOLDEN.actual.png and GOLDEN.diff.png
 * (red where pixels differ). With SWITCHYARD_RECORD_GOLDEN=1 records the golden instead. */
static int compare_golden(SDL_Surface *shot, const char *golden_path) {
    const char *record = getenv("SWITCHYARD_RECORD_GOLDEN");
    if (record && strcmp(record, "1") == 0) {
        if (IMG_SavePNG(shot, golden_path) != 0) {
            fprintf(stderr, "IMG_SavePNG %s: %s\n", golden_path, IMG_GetError());
            return 0;
        }
        printf("golden recorded %s\n", golden_path);
        return 1;
    }
    SDL_Surface *loaded = IMG_Load(golden_path);
    SDL_Surface *golden = loaded ? SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_FreeSurface(loaded);
    if (!golden) {
        fprintf(stderr, "golden %s: %s (record it with SWITCHYARD_RECORD_GOLDEN=1)\n", golden_path, IMG_GetError());
        return 0;
    }
    long differing = 0;
    int largest = 0;
    int same_size = golden->w == shot->w && golden->h == shot->h;
    SDL_Surface *diff = same_size ? SDL_CreateRGBSurfaceWithFormat(0, shot->w, shot->h, 32, SDL_PIXELFORMAT_ARGB8888)
                                  : NULL;
    for (int y = 0; same_size && diff && y < shot->h; y++) {
        const Uint32 *a = (const Uint32 *)((const Uint8 *)shot->pixels + y * shot->pitch);
        const Uint32 *e = (const Uint32 *)((const Uint8 *)golden->pixels + y * golden->pitch);
        Uint32 *d = (Uint32 *)((Uint8 *)diff->pixels + y * diff->pitch);
        for (int x = 0; x < shot->w; x++) {
            int delta = 0;
            for (int shift = 0; shift < 32; shift += 8) {
                int channel = abs((int)((a[x] >> shift) & 0xFF) - (int)((e[x] >> shift) & 0xFF));
                if (channel > delta) delta = channel;
            }
            if (delta > largest) largest = delta;
            if (delta > GOLDEN_TOLERANCE) differing++;
            Uint32 grey = 0xC0 + (((e[x] >> 16) & 0xFF) + ((e[x] >> 8) & 0xFF) + (e[x] & 0xFF)) / 12;
            d[x] = delta > GOLDEN_TOLERANCE ? 0xFFFF0000u : 0xFF000000u | grey << 16 | grey << 8 | grey;
        }
    }
    long allowed = same_size ? (long)shot->w * shot->h * GOLDEN_MAX_DIFFERING_PERMILLE / 1000 : -1;
    int match = same_size && diff && differing <= allowed;
    printf("golden %s: %s (%ld pixels differ by more than %d, %ld allowed; largest channel difference %d)\n",
           golden_path, match ? "match" : "MISMATCH", differing, GOLDEN_TOLERANCE, allowed, largest);
    if (!match) {
        char path[4096];
        sibling(path, sizeof path, golden_path, ".actual.png");
        IMG_SavePNG(shot, path);
        printf("wrote %s\n", path);
        if (diff) {
            sibling(path, sizeof path, golden_path, ".diff.png");
            IMG_SavePNG(diff, path);
            printf("wrote %s\n", path);
        }
    }
    SDL_FreeSurface(diff);
    SDL_FreeSurface(golden);
    return match;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void report_bench(double *times, double *allocations, int count, int measured_allocations) {
    if (count == 0) return;
    qsort(times, (size_t)count, sizeof *times, compare_doubles);
    printf("bench: %d frames, sy_advance+sy_draw median %.3f ms, p99 %.3f ms, max %.3f ms\n", count,
           times[count / 2] * 1e3, times[(int)((count - 1) * 0.99)] * 1e3, times[count - 1] * 1e3);
    if (measured_allocations) {
        qsort(allocations, (size_t)count, sizeof *allocations, compare_doubles);
        printf("bench: heap allocations per frame in sy_advance+sy_draw: median %.0f, p99 %.0f, max %.0f\n",
               allocations[count / 2], allocations[(int)((count - 1) * 0.99)], allocations[count - 1]);
    }
}

/* The theme file next to the executable unless --theme names another. */
static char *default_theme(void) {
    char *base = SDL_GetBasePath();
    const char *name = "settings.json";
    size_t size = (base ? strlen(base) : 0) + strlen(name) + 1;
    char *path = malloc(size);
    if (path) snprintf(path, size, "%s%s", base ? base : "", name);
    SDL_free(base);
    return path;
}

int main(int argc, char **argv) {
    options opt = {0};
    if (!parse_options(argc, argv, &opt)) return 2;
    if (opt.headless) SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    int status = 1;
    SDL_Window *window = NULL;
    SDL_Surface *canvas = NULL;
    char *theme = opt.theme ? NULL : default_theme();
    double *times = NULL;
    double *allocations = NULL;
    app a = {.rows = {{"dark-mode", "ios"}, {"sound", "labelled"}, {"vibration", "sliding"}}};
    if (opt.headless) {
        canvas = SDL_CreateRGBSurfaceWithFormat(0, WIDTH, HEIGHT, 32, SDL_PIXELFORMAT_ARGB8888);
        a.renderer = canvas ? SDL_CreateSoftwareRenderer(canvas) : NULL;
    } else {
        window = SDL_CreateWindow("Settings (C)", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, WIDTH, HEIGHT, 0);
        if (window) a.renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
        if (window && !a.renderer) a.renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    }
    if (!a.renderer) {
        fprintf(stderr, "cannot make a renderer: %s\n", SDL_GetError());
        goto done;
    }
    a.ctx = sy_create(opt.theme ? opt.theme : theme, a.renderer, WIDTH, HEIGHT);
    if (!a.ctx) {
        fprintf(stderr, "sy_create: %s: %s\n", sy_result_name(sy_last_error_code()), sy_last_error());
        goto done;
    }
    sy_set_value_changed_callback(a.ctx, on_value_changed, &a);
    a.feedback.sound_on = &a.rows[1].on;
    a.feedback.vibration_on = &a.rows[2].on;
    host_feedback_open(&a.feedback, opt.headless);
    sy_set_feedback_callback(a.ctx, host_feedback_cue, &a.feedback);
    for (int i = 0; i < ROW_COUNT; i++) {
        if (sy_add_switch(a.ctx, a.rows[i].id, a.rows[i].style, 0, 0, 0, 0) != SY_OK) {
            fprintf(stderr, "sy_add_switch: %s\n", sy_error_message(a.ctx));
            goto done;
        }
    }
    layout(&a);

    int frames = opt.frames > 0 ? opt.frames : 0;
    if (opt.bench && frames > 0) {
        times = calloc((size_t)frames, sizeof *times);
        allocations = calloc((size_t)frames, sizeof *allocations);
    }
    int timed = 0;
    int running = 1;
    for (int frame = 0; running && (frames == 0 || frame < frames); frame++) {
        if (opt.tap && frame == TAP_FRAME && !push_tap(&a, opt.tap)) break;
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            int consumed = sy_handle_event(a.ctx, &event);
            if (consumed < 0) fprintf(stderr, "sy_handle_event: %s\n", sy_error_message(a.ctx));
            if (consumed == 1) continue;
            if (event.type == SDL_QUIT) running = 0;
            if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE) running = 0;
        }
        int reloaded = sy_poll_reload(a.ctx);
        if (reloaded == 1) {
            printf("theme reloaded\n");
            layout(&a);
        } else if (reloaded < 0) {
            fprintf(stderr, "%s\n", sy_error_message(a.ctx));
        }
        double now = opt.headless ? frame / 60.0 : (double)SDL_GetTicks64() / 1000.0;
        draw_host(&a);
        uint64_t start = SDL_GetPerformanceCounter();
        uint64_t allocations_before = alloc_counter_total ? alloc_counter_total() : 0;
        sy_advance(a.ctx, now);
        if (sy_draw(a.ctx) != SY_OK) fprintf(stderr, "sy_draw: %s\n", sy_error_message(a.ctx));
        if (times && allocations) {
            uint64_t allocated = alloc_counter_total ? alloc_counter_total() - allocations_before : 0;
            times[timed] = (double)(SDL_GetPerformanceCounter() - start) / SDL_GetPerformanceFrequency();
            allocations[timed++] = (double)allocated;
        }
        if (frames > 0 && frame == frames - 1 && (opt.screenshot || opt.compare)) {
            SDL_Surface *shot = read_frame(a.renderer);
            if (!shot) {
                fprintf(stderr, "SDL_RenderReadPixels: %s\n", SDL_GetError());
                goto done;
            }
            int ok = 1;
            if (opt.screenshot && IMG_SavePNG(shot, opt.screenshot) != 0) {
                fprintf(stderr, "IMG_SavePNG %s: %s\n", opt.screenshot, IMG_GetError());
                ok = 0;
            }
            if (opt.compare && !compare_golden(shot, opt.compare)) ok = 0;
            SDL_FreeSurface(shot);
            if (!ok) goto done;
        }
        SDL_RenderPresent(a.renderer);
    }
    if (times && allocations) report_bench(times, allocations, timed, alloc_counter_total != NULL);
    status = 0;
done:
    if (a.ctx) sy_destroy(a.ctx);
    host_feedback_close(&a.feedback);
    if (a.renderer) SDL_DestroyRenderer(a.renderer);
    SDL_FreeSurface(canvas);
    if (window) SDL_DestroyWindow(window);
    free(times);
    free(allocations);
    free(theme);
    SDL_Quit();
    return status;
}
