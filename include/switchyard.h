/*
 * switchyard.h: SwitchYard's C API (libSwitchYardC.so), for C99 and C++ programs that draw with SDL2.
 *
 * A host program keeps its own window, renderer, event loop and clock. It lends SwitchYard its
 * SDL_Renderer, places themed toggle switches in its own coordinates, and once per frame passes its
 * events, advances the time and lets SwitchYard draw the switches over its own drawing. See
 * docs/embedding.md for a quick start and the exact build and link commands.
 *
 * Threads: call every function on the thread that created the context (SDL's rule: the thread that
 * owns the renderer, normally the main thread). A call on another thread is refused with SY_ERR_THREAD.
 * sy_last_error, sy_last_error_code and sy_result_name may be called on any thread.
 *
 * Handles: a sy_context pointer is an opaque handle, never an address. SwitchYard never dereferences
 * it; it looks it up among the live contexts. A handle is never reused, so a call with the handle of a
 * destroyed context fails with SY_ERR_DESTROYED instead of touching freed memory.
 *
 * Callbacks and re-entrancy: the value-changed callback runs inside sy_handle_event (the only call
 * that turns user input into toggles) and sy_resolve (which completes a pending change); the decision
 * callback runs inside sy_handle_event. From inside either:
 *   - sy_get_value, sy_is_pending, sy_get_switch_rect, sy_error_message, sy_set_value_changed_callback,
 *     sy_set_decide_callback work as usual;
 *   - sy_set_value is queued and applied, in call order, when the sy_handle_event that ran the callback
 *     returns (sy_get_value reports the queued value at once);
 *   - sy_destroy makes the handle dead at once (every later call with it, in the callback too, fails
 *     with SY_ERR_DESTROYED, and no further callback runs) and frees the context when the running
 *     sy_handle_event returns;
 *   - every other call on the same context (events, time, drawing, adding or removing switches, reload,
 *     resize, sy_resolve) is refused with SY_ERR_BUSY and changes nothing: answer SY_PENDING and resolve
 *     after the callback returns.
 *
 * Strings: every const char * argument is UTF-8 and only read during the call. A returned message
 * stays valid until the next failing call on the same context (sy_error_message) or thread
 * (sy_last_error); copy it to keep it.
 *
 * Limits: every size, count, string and scale has a bound (docs/embedding.md, "Limits": ids and style
 * names of at most 256 bytes, 100,000 switches, positions within 1,000,000 points, sides of at most
 * 10,000 points, at most 16 pixels per point). A call past one returns SY_ERR_LIMIT, changes nothing, and
 * its message names the bound, quoting at most 40 characters of the input.
 */
#ifndef SWITCHYARD_H
#define SWITCHYARD_H

#include <SDL2/SDL.h>

/*
 * SwitchYard's version: the one place it is defined. The Makefile's install, the library's SONAME
 * (libSwitchYardC.so.SY_VERSION_MAJOR), switchyard.pc, the CMake package and sy_version() all take it
 * from these lines. A program runs with a library of the same major version and the same or a later
 * minor version than the header it was compiled with.
 */
#define SY_VERSION_MAJOR 0
#define SY_VERSION_MINOR 1
#define SY_VERSION_PATCH 0
/* The version as one number, as sy_version() returns it: MAJOR * 10000 + MINOR * 100 + PATCH. */
#define SY_VERSION (SY_VERSION_MAJOR * 10000 + SY_VERSION_MINOR * 100 + SY_VERSION_PATCH)

#ifdef __cplusplus
extern "C" {
#endif

/* An embedded SwitchYard: a theme, the switches placed in it, and the host's renderer it draws into. */
typedef struct sy_context sy_context;

/*
 * Result codes. SY_OK is 0 and every error is negative, so functions that return a flag or a count
 * (sy_handle_event, sy_get_value, sy_poll_reload) return either. The message of a failure says more:
 * sy_error_message(ctx) or sy_last_error().
 */
typedef enum sy_result {
    SY_OK = 0,                   /* Done. */
    SY_ERR_NULL = -1,            /* A required pointer (context, renderer, string, event, options) was NULL,
                                    or data NULL with a size that is not 0. */
    SY_ERR_THEME = -2,           /* The theme failed to load: the message is "file:line:col: error: key.path:
                                    message". On a reload the last good theme stays on screen. */
    SY_ERR_UNKNOWN_STYLE = -3,   /* The theme has no style of that name (the message lists the ones it has). */
    SY_ERR_DUPLICATE_ID = -4,    /* A switch with that id exists already. */
    SY_ERR_BAD_RECT = -5,        /* A position or size that is not finite, or a size that is zero or negative
                                    (sy_add_switch takes 0 x 0 to mean the style's size). */
    SY_ERR_NO_SWITCH = -6,       /* There is no switch with that id (or it is one the host did not place). */
    SY_ERR_DESTROYED = -7,       /* The context was destroyed, or the pointer never came from sy_create. */
    SY_ERR_SDL = -8,             /* SDL failed (the message names the call and SDL_GetError()), or the
                                    renderer is not one SDL knows, or the shipped fonts were not found. */
    SY_ERR_BUSY = -9,            /* Called from inside a callback (value-changed or decide), where it is not
                                    allowed. */
    SY_ERR_THREAD = -10,         /* Called on another thread than the one that created the context. */
    SY_ERR_BAD_VALUE = -11,      /* A value out of its range: a time that is not finite, a density that is
                                    not positive and finite, a language that is not a tag, an unknown
                                    live_reload. */
    SY_ERR_NOT_PENDING = -12,    /* sy_resolve on a switch with no pending change: never asked, resolved
                                    already, timed out (the style's pending.timeout), or ended by
                                    sy_set_value. */
    SY_ERR_LIMIT = -13,          /* A size, count, string or scale above its stated bound (docs/embedding.md,
                                    "Limits"); the message names the bound. Nothing changed or was drawn. */
    SY_ERR_OPTIONS = -14,        /* sy_create_ex's options are unusable: a struct_size this library does not
                                    know, or both a path and data for the theme or the font. */
    SY_ERR_FONT = -15            /* The font file or bytes given to sy_create_ex could not be read as a font
                                    (the message names it and says why). */
} sy_result;

/* A direction for sy_move_focus. */
typedef enum sy_direction {
    SY_LEFT = 0,
    SY_RIGHT = 1,
    SY_UP = 2,
    SY_DOWN = 3
} sy_direction;

/*
 * A decision callback's answers (docs/switch.md, "Owners"). Any other return value counts as SY_REFUSE.
 */
typedef enum sy_decision {
    SY_ALLOW = 0,                /* The value changes now, as with no decision callback. */
    SY_REFUSE = 1,               /* The value stays; the thumb goes back; no value-changed callback. */
    SY_PENDING = 2               /* The switch waits (state pending, its style's busy look, user input on it
                                    ignored) until sy_resolve, sy_set_value or its style's time-out
                                    (default 30 s on SwitchYard's clock, counted as a refusal). */
} sy_decision;

/*
 * Called once per user toggle (tap, drag, key) of any switch, with its id (valid during the call only)
 * and new value (1 on, 0 off); never for sy_set_value. `user` is the pointer given with the callback.
 * It runs inside sy_handle_event; see "Callbacks and re-entrancy" above for what it may call.
 */
typedef void (*sy_value_changed_fn)(sy_context *ctx, const char *id, int on, void *user);

/*
 * Called when a user gesture or key would change switch `id` (valid during the call only) to `on`, before
 * it changes; returns SY_ALLOW, SY_REFUSE or SY_PENDING. Never called for sy_set_value or a press that ends
 * where it started. It runs inside sy_handle_event; see "Callbacks and re-entrancy" above (sy_resolve is
 * refused there: answer SY_PENDING and call sy_resolve after sy_handle_event returns).
 */
typedef int (*sy_decide_fn)(sy_context *ctx, const char *id, int on, void *user);

/*
 * Creates a context that draws into `renderer` (borrowed: SwitchYard never clears, presents or destroys
 * it) in a drawing area of `width` x `height` points (the host's coordinates, where its mouse events
 * are), loads the theme file at `theme_path` and watches it and the files it names for changes.
 * SDL must be initialised (SDL_INIT_VIDEO) by the host. The fonts ship in SwitchYard's data folder:
 * $SWITCHYARD_ASSETS when set, else share/switchyard beside the lib folder the library was installed
 * in (make install), else an Assets folder next to the executable or its parents.
 *
 * sy_create_ex with SY_OPTIONS_INIT's defaults and theme_path set.
 *
 * Returns NULL on failure; sy_last_error_code() then gives SY_ERR_NULL, SY_ERR_BAD_RECT, SY_ERR_LIMIT,
 * SY_ERR_SDL or SY_ERR_THEME, and sy_last_error() the message (for a theme, "file:line:col: error: ...").
 */
sy_context *sy_create(const char *theme_path, SDL_Renderer *renderer, int width, int height);

/*
 * How a context notices that its theme file, or a file the theme names, changed on disk (sy_poll_reload).
 * A theme from memory has no file: it is never watched, whatever this says.
 */
typedef enum sy_live_reload {
    SY_RELOAD_AUTO = 0,          /* Kernel file events (inotify), polling every 250 ms where they cannot be
                                    had. The default, as sy_create does. */
    SY_RELOAD_OFF = 1,           /* Not at all: no watcher, and no file read after loading but by sy_reload;
                                    sy_poll_reload returns 0. */
    SY_RELOAD_POLL = 2           /* Polling every 250 ms only: for file systems that send no events (network
                                    shares, some containers). */
} sy_live_reload;

/*
 * What sy_create_ex starts with. Make it with SY_OPTIONS_INIT (every field its default, struct_size set),
 * then set the fields you need. A zero field always means its default. Pointers are only read during
 * sy_create_ex: it copies what it keeps, so a buffer may be freed when it returns.
 */
typedef struct sy_options {
    size_t struct_size;          /* sizeof(sy_options) as the program was compiled (SY_OPTIONS_INIT sets it):
                                    tells the library which fields the program knows. */
    const char *theme_path;      /* The theme file, loaded and (see live_reload) watched. Or NULL, and: */
    const void *theme_data;      /* the theme's JSON in memory, e.g. from packed assets: theme_size bytes of
                                    UTF-8, no NUL needed, at most 1 MiB. Never read from disk or watched;
                                    sy_reload decodes the copy again. */
    size_t theme_size;
    const char *theme_name;      /* The name messages give a theme from memory ("name:line:col: error:
                                    ..."); its folder anchors the image and font files the theme names.
                                    NULL: "theme_data", in the current directory. */
    const char *font_path;       /* A TrueType or OpenType font file for all text (bold and italic use it as
                                    it is), at most 16 MiB. Or NULL, and: */
    const void *font_data;       /* that font's bytes in memory (font_size bytes, at most 16 MiB). Both NULL:
                                    SwitchYard's default font. */
    size_t font_size;
    const char *language;        /* A BCP 47 tag ("de", "pt-BR", "pt_BR"): labels use the theme's string
                                    table for its language (letters, digits, '-' and '_', at most 35
                                    bytes). NULL or "": the theme's own text. */
    sy_live_reload live_reload;  /* SY_RELOAD_AUTO (the default), SY_RELOAD_OFF or SY_RELOAD_POLL. */
    int reduce_motion;           /* Non-zero: thumbs jump and colours cross-fade instead of sliding, as a
                                    system's reduce-motion setting asks. */
} sy_options;

/* sy_options with every field at its default and struct_size set: sy_options options = SY_OPTIONS_INIT; */
#define SY_OPTIONS_INIT { sizeof(sy_options), NULL, NULL, 0, NULL, NULL, NULL, 0, NULL, SY_RELOAD_AUTO, 0 }

/*
 * sy_create with options: the theme from a file or from memory, a font from a file or from memory, the
 * language, how the theme is watched, reduce motion. sy_create(path, ...) is sy_create_ex with
 * SY_OPTIONS_INIT and theme_path set. struct_size must be a size this library knows: a later library
 * accepts the struct of every earlier header; 0 (options not made with SY_OPTIONS_INIT) or a struct from a
 * newer header is refused with SY_ERR_OPTIONS.
 *
 * Returns NULL on failure; sy_last_error_code() then gives SY_ERR_NULL (options or renderer NULL, no
 * theme given, theme_data or font_data NULL with a size), SY_ERR_OPTIONS (struct_size, both a path and
 * data for the theme or the font), SY_ERR_LIMIT (a size or string past its limit, docs/embedding.md
 * "Limits"), SY_ERR_BAD_VALUE (a language that is not a tag, an unknown live_reload), SY_ERR_BAD_RECT,
 * SY_ERR_FONT (the font file or bytes are not a font), SY_ERR_SDL or SY_ERR_THEME ("name:line:col: error:
 * ...", e.g. for theme data that is not UTF-8), and sy_last_error() the message. Nothing is left behind.
 */
sy_context *sy_create_ex(const sy_options *options, SDL_Renderer *renderer, int width, int height);

/*
 * Destroys the context: its handle is dead from now on and its textures are freed (call it before
 * destroying the renderer). From inside the value-changed callback the freeing waits until the
 * sy_handle_event that ran the callback returns. Returns SY_OK, or SY_ERR_NULL / SY_ERR_DESTROYED /
 * SY_ERR_THREAD.
 */
int sy_destroy(sy_context *ctx);

/*
 * Places switch `id` of the theme's style `style` with its top-left corner at (`x`, `y`) points, sized
 * `w` x `h` points, or at the style's own size when `w` and `h` are both 0 (it then follows the style's
 * size across theme reloads). The switch starts off. Adding costs the same however many switches there
 * are. Returns SY_OK, SY_ERR_NULL, SY_ERR_UNKNOWN_STYLE, SY_ERR_DUPLICATE_ID, SY_ERR_BAD_RECT, SY_ERR_LIMIT
 * (an id or style name past 256 bytes, a position past 1,000,000 points, a side past 10,000 points,
 * the 100,001st switch), SY_ERR_BUSY, SY_ERR_DESTROYED or SY_ERR_THREAD.
 */
int sy_add_switch(sy_context *ctx, const char *id, const char *style, float x, float y, float w, float h);

/* Removes switch `id`, at the same cost however many switches there are. Returns SY_OK, SY_ERR_NULL,
 * SY_ERR_NO_SWITCH, SY_ERR_LIMIT (an id past 256 bytes), SY_ERR_BUSY, SY_ERR_DESTROYED or SY_ERR_THREAD. */
int sy_remove_switch(sy_context *ctx, const char *id);

/*
 * Moves switch `id`'s top-left corner to (`x`, `y`) points, keeping its size: with sy_get_switch_rect,
 * how a host lays out switches added at their style's size (0 x 0). Returns SY_OK, SY_ERR_NULL,
 * SY_ERR_NO_SWITCH, SY_ERR_BAD_RECT, SY_ERR_LIMIT (a position past 1,000,000 points), SY_ERR_BUSY,
 * SY_ERR_DESTROYED or SY_ERR_THREAD.
 */
int sy_move_switch(sy_context *ctx, const char *id, float x, float y);

/*
 * Writes switch `id`'s frame in points (the style's size when it was added as 0 x 0); any of the out
 * pointers may be NULL. Returns SY_OK, SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_LIMIT, SY_ERR_DESTROYED or
 * SY_ERR_THREAD.
 */
int sy_get_switch_rect(sy_context *ctx, const char *id, float *x, float *y, float *w, float *h);

/*
 * Passes one event the host polled. Returns 1 when SwitchYard consumed it (a press on a switch and the
 * moves and release of that pointer, a key while a switch has keyboard focus, SwitchYard's own wake-up
 * event): the host should not act on it too. Returns 0 for everything else, including window focus
 * loss (which cancels held presses) and SDL_RENDER_TARGETS_RESET / SDL_RENDER_DEVICE_RESET (which drop
 * SwitchYard's textures; they are remade on the next draw). Negative on error (SY_ERR_NULL,
 * SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD). The value-changed callback runs inside this call.
 */
int sy_handle_event(sy_context *ctx, const SDL_Event *event);

/*
 * Moves keyboard focus to the nearest enabled switch in `direction` (SY_LEFT, SY_RIGHT, SY_UP, SY_DOWN),
 * the rule arrow keys and gamepads use (docs/switch.md, "Spatial focus"): for a host that moves through
 * its own menus and SwitchYard's switches with one set of controls. With nothing focused, the first
 * switch in reading order takes the focus. Returns 1 when the focus moved, 0 when no switch lies that
 * way (no wrapping: the host may move its own focus), or SY_ERR_BAD_VALUE (not a direction),
 * SY_ERR_BUSY, SY_ERR_DESTROYED or SY_ERR_THREAD.
 */
int sy_move_focus(sy_context *ctx, int direction);

/*
 * Moves SwitchYard's clock to `seconds` (any origin, the host's clock); animations and held gestures
 * step to it. A time earlier than the last one keeps the clock where it is. Returns SY_OK,
 * SY_ERR_BAD_VALUE (NaN or infinite), SY_ERR_BUSY, SY_ERR_DESTROYED or SY_ERR_THREAD.
 */
int sy_advance(sy_context *ctx, double seconds);

/* sy_advance(ctx, SDL_GetTicks64() / 1000.0): for hosts that have no clock of their own. */
int sy_advance_now(sy_context *ctx);

/*
 * Draws the switches into the renderer's current target, over whatever the host drew, within its
 * viewport and clip, at its SDL_RenderSetScale scale (crisp at that scale). Never clears or presents;
 * restores the target, viewport, clip, scale, draw colour and blend mode it found. A switch larger than
 * the target costs the memory of the part that shows. Returns SY_OK, SY_ERR_SDL, SY_ERR_LIMIT (the
 * renderer's scale times the density is more than 16 pixels per point: nothing is drawn), SY_ERR_BUSY,
 * SY_ERR_DESTROYED or SY_ERR_THREAD.
 */
int sy_draw(sy_context *ctx);

/* 1 when switch `id` is on, 0 when off; negative on error (SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_LIMIT,
 * SY_ERR_DESTROYED, SY_ERR_THREAD). */
int sy_get_value(sy_context *ctx, const char *id);

/*
 * Sets switch `id` to `on` (non-zero is on), moving the thumb with the style's animation when
 * `animated` is non-zero. Never runs the value-changed callback; cancels a press held on that switch and
 * ends a pending change (a later sy_resolve of it returns SY_ERR_NOT_PENDING).
 * From inside the callback it is queued (see above). Returns SY_OK, SY_ERR_NULL, SY_ERR_NO_SWITCH,
 * SY_ERR_LIMIT, SY_ERR_DESTROYED or SY_ERR_THREAD.
 */
int sy_set_value(sy_context *ctx, const char *id, int on, int animated);

/* Sets the value-changed callback and its `user` pointer; NULL `callback` removes it. Returns SY_OK,
 * SY_ERR_DESTROYED, SY_ERR_NULL or SY_ERR_THREAD. */
int sy_set_value_changed_callback(sy_context *ctx, sy_value_changed_fn callback, void *user);

/* Sets the decision callback and its `user` pointer; NULL `callback` allows every change. Returns SY_OK,
 * SY_ERR_DESTROYED, SY_ERR_NULL or SY_ERR_THREAD. */
int sy_set_decide_callback(sy_context *ctx, sy_decide_fn callback, void *user);

/*
 * Ends switch `id`'s pending change (the decision callback answered SY_PENDING): `on` equal to the value
 * that was asked for completes it (the thumb finishes, the value-changed callback runs inside this call),
 * the other value rolls it back (no callback). Returns SY_OK, SY_ERR_NOT_PENDING (nothing pending: never
 * asked, resolved already, timed out, or set with sy_set_value; nothing changes), SY_ERR_NO_SWITCH (no such
 * switch, e.g. removed meanwhile), SY_ERR_NULL, SY_ERR_LIMIT, SY_ERR_BUSY (inside a callback),
 * SY_ERR_DESTROYED or SY_ERR_THREAD.
 */
int sy_resolve(sy_context *ctx, const char *id, int on);

/* 1 while switch `id` has a change waiting for sy_resolve, 0 otherwise (e.g. after its time-out); negative
 * on error (SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_LIMIT, SY_ERR_DESTROYED, SY_ERR_THREAD). */
int sy_is_pending(sy_context *ctx, const char *id);

/*
 * Reads the theme file now (a theme from memory: decodes its bytes again) and restyles every switch in
 * place, keeping values, presses and animations. Returns SY_OK, or SY_ERR_THEME with the last good theme still shown and the place of
 * the error in sy_error_message(ctx); or SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
int sy_reload(sy_context *ctx);

/*
 * Hot reload: call once per frame. When the theme file or a file it names changed on disk since the
 * last call, reloads it like sy_reload and returns 1; returns 0 when nothing changed. SY_ERR_THEME
 * when the changed file is broken (the last good theme stays; fix the file and it reloads), or
 * SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD. A change also posts SwitchYard's wake-up event so a
 * host blocked in SDL_WaitEvent wakes; sy_handle_event consumes it.
 */
int sy_poll_reload(sy_context *ctx);

/*
 * Changes the drawing area to `width` x `height` points and the output pixels per point to `density`
 * (e.g. 2 for a high-density window whose renderer output is twice its size in points, when the host
 * does not scale with SDL_RenderSetScale itself), at most 16. Returns SY_OK, SY_ERR_BAD_RECT,
 * SY_ERR_BAD_VALUE, SY_ERR_LIMIT (a density above 16, or an area of more than 1 GiB of pixels at it),
 * SY_ERR_BUSY, SY_ERR_DESTROYED or SY_ERR_THREAD.
 */
int sy_resize(sy_context *ctx, int width, int height, float density);

/*
 * The message of the last failed call on `ctx` ("" when none failed). For a NULL or dead handle, the
 * message saying so. Valid until the next failing call on the context (or thread, for a bad handle).
 */
const char *sy_error_message(sy_context *ctx);

/* The message of the last failed call on this thread ("" when none failed), e.g. why sy_create
 * returned NULL. Valid until the next failing call on this thread. */
const char *sy_last_error(void);

/* The code of the last failed call on this thread (SY_OK when none failed). */
int sy_last_error_code(void);

/* The name of a result code, e.g. "SY_ERR_BUSY"; "SY_UNKNOWN_RESULT" for a value that is not one. Static. */
const char *sy_result_name(int code);

/*
 * The version of the library running, MAJOR * 10000 + MINOR * 100 + PATCH (0.1.0 is 100, 1.2.3 is 10203):
 * compare it with SY_VERSION, the header's, e.g. to refuse a library older than the header
 * (sy_version() / 10000 != SY_VERSION_MAJOR || sy_version() < SY_VERSION). Any thread; never fails.
 */
int sy_version(void);

#ifdef __cplusplus
}
#endif

#endif /* SWITCHYARD_H */
