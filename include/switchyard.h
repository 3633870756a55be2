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
 * sy_last_error, sy_last_error_code, sy_result_name and sy_version may be called on any thread.
 *
 * Handles: a sy_context pointer is an opaque handle, never an address. SwitchYard never dereferences
 * it; it looks it up among the live contexts. A handle is never reused, so a call with the handle of a
 * destroyed context fails with SY_ERR_DESTROYED instead of touching freed memory.
 *
 * Callbacks and re-entrancy: the value-changed callback runs inside sy_handle_event and sy_resolve (which
 * completes a pending change); the decision callback inside sy_handle_event; the state-changed callback
 * inside every call that can change a switch's state: sy_handle_event, sy_advance, sy_advance_now,
 * sy_resolve, sy_set_value, sy_set_enabled and sy_remove_switch (a press held on the switch ends); the
 * feedback callback inside sy_handle_event, sy_advance, sy_advance_now and sy_resolve. From inside any of
 * them:
 *   - sy_get_value, sy_is_pending, sy_is_enabled, sy_get_focus, sy_get_switch_rect, sy_error_message and
 *     the four sy_set_..._callback functions work as usual;
 *   - sy_set_value and sy_set_enabled are queued and applied, in call order, when the call that ran the
 *     callback is about to return (sy_get_value and sy_is_enabled report the queued value at once); the
 *     state changes they cause call back then, under these same rules;
 *   - sy_destroy makes the handle dead at once (every later call with it, in the callback too, fails
 *     with SY_ERR_DESTROYED, and no further callback runs) and frees the context when the call that ran
 *     the callback returns;
 *   - every other call on the same context (events, time, drawing, adding, moving or removing switches,
 *     focus, reload, resize, sy_resolve) is refused with SY_ERR_BUSY and changes nothing: answer
 *     SY_PENDING and resolve after the callback returns.
 *
 * Strings: every const char * argument is UTF-8 and only read during the call.
 *
 * Messages: as SDL_GetError. sy_error_message and sy_last_error return text kept in a buffer of the
 * calling thread's, overwritten in place and never freed while the thread lives: the pointer is always
 * safe to read, and its text is the call's until the next sy_ call on that thread (which may replace it).
 * Copy it to keep it. A message is at most SY_MESSAGE_MAX - 1 bytes: a longer one is cut on a UTF-8
 * character boundary and ends with "...".
 *
 * Result codes: each function's comment ends with a line "Result codes: ..." that lists every code it
 * can give: returned, or, for a function returning a pointer, left in sy_last_error_code(); "none" for a
 * function that never fails. Tests/capi/check-results.py checks these lists against the library's own
 * (Sources/SwitchYardC/Contract.swift) and against every code the bad-input test saw.
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

/* The size of the buffer a message lives in, its terminating NUL included (see "Messages" above). */
#define SY_MESSAGE_MAX 8192

/*
 * Result codes. SY_OK is 0 and every error is negative, so functions that return a flag or a count
 * (sy_handle_event, sy_get_value, sy_poll_reload, ...) return either. The message of a failure says more:
 * sy_error_message(ctx) or sy_last_error(). docs/embedding.md has the table of which function gives which.
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
    SY_ERR_BUSY = -9,            /* Called from inside a callback, where it is not allowed (see "Callbacks
                                    and re-entrancy" above). */
    SY_ERR_THREAD = -10,         /* Called on another thread than the one that created the context. */
    SY_ERR_BAD_VALUE = -11,      /* A value out of its range: a time that is not finite, a density that is
                                    not positive and finite, a direction that is not one, a language that is
                                    not a tag, an unknown live_reload. */
    SY_ERR_NOT_PENDING = -12,    /* sy_resolve on a switch with no pending change: never asked, resolved
                                    already, timed out (the style's pending.timeout), or ended by
                                    sy_set_value. */
    SY_ERR_LIMIT = -13,          /* A size, count, string or scale above its stated bound (docs/embedding.md,
                                    "Limits"); the message names the bound. Nothing changed or was drawn. */
    SY_ERR_OPTIONS = -14,        /* sy_create_ex's options are unusable: a struct_size this library does not
                                    know, or both a path and data for the theme or the font. */
    SY_ERR_FONT = -15,           /* The font file or bytes given to sy_create_ex could not be read as a font
                                    (the message names it and says why). */
    SY_ERR_DISABLED = -16        /* sy_set_focus on a disabled switch, which cannot take the focus. */
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
 * A switch's state, as the state-changed callback reports it (docs/switch.md, "States"): at rest off or
 * on; "selected" while a pointer holds it, "pressed" while that pointer is within the pressed area, and
 * the side of the middle its thumb is on; pending while the decision callback's SY_PENDING waits.
 */
typedef enum sy_state {
    SY_STATE_OFF = 0,
    SY_STATE_SELECTED_PRESSED_OFF = 1,
    SY_STATE_SELECTED_UNPRESSED_OFF = 2,
    SY_STATE_SELECTED_PRESSED_ON = 3,
    SY_STATE_SELECTED_UNPRESSED_ON = 4,
    SY_STATE_ON = 5,
    SY_STATE_PENDING = 6
} sy_state;

/*
 * Called once per user toggle (tap, drag, key) of any switch, with its id (valid during the call only)
 * and new value (1 on, 0 off); never for sy_set_value. `user` is the pointer given with the callback.
 * It runs inside sy_handle_event and sy_resolve; see "Callbacks and re-entrancy" above for what it may call.
 */
typedef void (*sy_value_changed_fn)(sy_context *ctx, const char *id, int on, void *user);

/*
 * Called when a user gesture or key would change switch `id` (valid during the call only) to `on`, before
 * it changes; returns SY_ALLOW, SY_REFUSE or SY_PENDING. Never called for sy_set_value or a press that ends
 * where it started. It runs inside sy_handle_event; see "Callbacks and re-entrancy" above (sy_resolve is
 * refused there: answer SY_PENDING and call sy_resolve after sy_handle_event returns).
 */
typedef sy_decision (*sy_decide_fn)(sy_context *ctx, const char *id, int on, void *user);

/*
 * Called whenever switch `id` (valid during the call only) enters a new `state`, never twice in a row with
 * the same one: user input, a pending change's end, sy_set_value, and a held press cancelled (window focus
 * lost, the switch disabled or removed). Before the value-changed callback of the same change. It runs
 * inside the calls listed in "Callbacks and re-entrancy" above, under the rules there.
 */
typedef void (*sy_state_changed_fn)(sy_context *ctx, const char *id, sy_state state, void *user);

/*
 * A switch's feedback cue (docs/feedback.md, "The cues and their moments"): a moment a theme can give a
 * sound and a rumble.
 */
typedef enum sy_cue {
    SY_CUE_PRESS = 0,    /* A pointer went down on the switch and it took the press. */
    SY_CUE_ON = 1,       /* A user's change to on went through (at the release, or the crossing). */
    SY_CUE_OFF = 2,      /* A user's change to off went through. */
    SY_CUE_REFUSED = 3,  /* The decision callback refused, or a pending change was rolled back or timed out. */
    SY_CUE_PENDING = 4,  /* The decision callback answered SY_PENDING. */
    SY_CUE_RESOLVED = 5, /* sy_resolve completed a pending change. */
    SY_CUE_CROSS = 6     /* A dragged thumb crossed the middle (at most once every 0.1 s). */
} sy_cue;

/*
 * What the switch's theme style gives a cue, for the host to play: SwitchYard itself plays nothing.
 */
typedef struct sy_feedback {
    int has_sound;     /* 1 when the style names a sound for the cue (play your own), else 0. */
    float gain;        /* The sound's gain, 0 to 1; 0 without a sound. */
    int has_rumble;    /* 1 when the style gives the cue a rumble, else 0 (the three below are then 0). */
    float rumble_low;  /* The low-frequency (heavy) motor's strength, 0 to 1. */
    float rumble_high; /* The high-frequency (light) motor's strength, 0 to 1. */
    int rumble_ms;     /* How long the rumble lasts, in milliseconds (1 to 2000). */
} sy_feedback;

/*
 * Called at every feedback cue of switch `id` (valid during the call only), whether or not its style gives
 * the cue a sound or a rumble, after the state-changed and value-changed callbacks of the same change.
 * `feedback` (valid during the call only) is what the style gives it. It runs inside sy_handle_event,
 * sy_advance and sy_resolve, under the rules of "Callbacks and re-entrancy" above.
 */
typedef void (*sy_feedback_fn)(sy_context *ctx, const char *id, sy_cue cue, const sy_feedback *feedback,
                               void *user);

/*
 * Creates a context that draws into `renderer` (borrowed: SwitchYard never clears, presents or destroys
 * it) in a drawing area of `width` x `height` points (the host's coordinates, where its mouse events
 * are), loads the theme file at `theme_path` and watches it and the files it names for changes.
 * SDL must be initialised (SDL_INIT_VIDEO) by the host. The fonts ship in SwitchYard's data folder:
 * $SWITCHYARD_ASSETS when set, else share/switchyard beside the lib folder the library was installed
 * in (make install), else an Assets folder next to the executable or in a folder above it. No folder of
 * the machine that built the library is looked at. The context takes only the events of the renderer's
 * window (see sy_handle_event).
 *
 * sy_create_ex with SY_OPTIONS_INIT's defaults and theme_path set.
 *
 * Returns NULL on failure, with the code in sy_last_error_code() and the message in sy_last_error() (for a
 * theme, "file:line:col: error: ...").
 * Result codes: SY_ERR_NULL, SY_ERR_BAD_RECT, SY_ERR_LIMIT, SY_ERR_SDL, SY_ERR_THEME.
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
 * Result codes: SY_ERR_NULL, SY_ERR_OPTIONS, SY_ERR_LIMIT, SY_ERR_BAD_VALUE, SY_ERR_BAD_RECT, SY_ERR_FONT,
 * SY_ERR_SDL, SY_ERR_THEME.
 */
sy_context *sy_create_ex(const sy_options *options, SDL_Renderer *renderer, int width, int height);

/*
 * Destroys the context: its handle is dead from now on and its textures are freed (call it before
 * destroying the renderer). From inside a callback the freeing waits until the call that ran the
 * callback returns.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_destroy(sy_context *ctx);

/*
 * Places switch `id` of the theme's style `style` with its top-left corner at (`x`, `y`) points, sized
 * `w` x `h` points, or at the style's own size when `w` and `h` are both 0 (it then follows the style's
 * size across theme reloads). The switch starts off and enabled. Adding costs the same however many
 * switches there are. SY_ERR_LIMIT: an id or style name past 256 bytes, a position past 1,000,000 points,
 * a side past 10,000 points, the 100,001st switch.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_UNKNOWN_STYLE, SY_ERR_DUPLICATE_ID, SY_ERR_BAD_RECT, SY_ERR_LIMIT,
 * SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_add_switch(sy_context *ctx, const char *id, const char *style, float x, float y, float w, float h);

/* Removes switch `id` (a press held on it ends: the state-changed callback may run), at the same cost
 * however many switches there are.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_LIMIT, SY_ERR_BUSY, SY_ERR_DESTROYED,
 * SY_ERR_THREAD. */
sy_result sy_remove_switch(sy_context *ctx, const char *id);

/*
 * Moves switch `id`'s top-left corner to (`x`, `y`) points, keeping its size: with sy_get_switch_rect,
 * how a host lays out switches added at their style's size (0 x 0). SY_ERR_LIMIT: a position past
 * 1,000,000 points.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_BAD_RECT, SY_ERR_LIMIT, SY_ERR_BUSY,
 * SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_move_switch(sy_context *ctx, const char *id, float x, float y);

/*
 * Writes switch `id`'s frame in points (the style's size when it was added as 0 x 0); any of the out
 * pointers may be NULL.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_LIMIT, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_get_switch_rect(sy_context *ctx, const char *id, float *x, float *y, float *w, float *h);

/*
 * Passes one event the host polled. Returns 1 when SwitchYard consumed it (a press on a switch and the
 * moves and release of that pointer, a key while a switch has keyboard focus, Tab and Shift-Tab when a
 * switch has the focus after them, SwitchYard's own wake-up event): the host should not act on it too.
 * Returns 0 for everything else, including window focus loss (which cancels held presses) and
 * SDL_RENDER_TARGETS_RESET / SDL_RENDER_DEVICE_RESET (which drop SwitchYard's textures; they are remade on
 * the next draw).
 * Tab from the last switch in reading order (Shift-Tab from the first) clears SwitchYard's focus and
 * returns 0, so the host takes the keyboard back; Tab with no switch focused focuses the first switch
 * (Shift-Tab the last) and returns 1. No wrapping.
 * Windows: an event whose windowID names another window than the renderer's (mouse, wheel, finger, key,
 * text, window and drop events) is not for this context: it changes nothing and returns 0. A windowID of 0
 * and events with none (SDL_QUIT, game controllers) count as this window's; a context on a software
 * renderer without a window (SDL_CreateSoftwareRenderer) takes every window's events.
 * Negative on error. The callbacks run inside this call.
 * Result codes: SY_ERR_NULL, SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
int sy_handle_event(sy_context *ctx, const SDL_Event *event);

/*
 * Moves keyboard focus to the nearest enabled switch in `direction` (SY_LEFT, SY_RIGHT, SY_UP, SY_DOWN),
 * the rule arrow keys and gamepads use (docs/switch.md, "Spatial focus"): for a host that moves through
 * its own menus and SwitchYard's switches with one set of controls. With nothing focused, the first
 * switch in reading order takes the focus. Returns 1 when the focus moved, 0 when no switch lies that
 * way (no wrapping: the host may move its own focus), or a negative code (SY_ERR_BAD_VALUE: not a
 * direction).
 * Result codes: SY_ERR_NULL, SY_ERR_BAD_VALUE, SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
int sy_move_focus(sy_context *ctx, sy_direction direction);

/*
 * The id of the switch that has keyboard focus, or NULL when none has (or on error: a bad handle or
 * thread, which sy_last_error_code() then names). The string belongs to the context and stays valid until
 * the next call on the context; copy it to keep it. Allowed inside callbacks.
 * Result codes: SY_ERR_NULL, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
const char *sy_get_focus(sy_context *ctx);

/*
 * Gives switch `id` the keyboard focus (it draws its focus ring; keys go to it). A disabled switch cannot
 * take it: SY_ERR_DISABLED, and the focus stays where it was.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_DISABLED, SY_ERR_LIMIT, SY_ERR_BUSY,
 * SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_set_focus(sy_context *ctx, const char *id);

/*
 * Takes the keyboard focus away from every switch (the host's widget takes it); SY_OK when none had it too.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_clear_focus(sy_context *ctx);

/*
 * Moves SwitchYard's clock to `seconds` (any origin, the host's clock); animations and held gestures
 * step to it. A time earlier than the last one keeps the clock where it is.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_BAD_VALUE, SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_advance(sy_context *ctx, double seconds);

/* sy_advance(ctx, SDL_GetTicks64() / 1000.0): for hosts that have no clock of their own.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD. */
sy_result sy_advance_now(sy_context *ctx);

/*
 * Draws the switches into the renderer's current target, over whatever the host drew, within its
 * viewport and clip, at its SDL_RenderSetScale scale (crisp at that scale). Never clears or presents;
 * restores the target, viewport, clip, scale, draw colour and blend mode it found. A switch larger than
 * the target costs the memory of the part that shows. SY_ERR_LIMIT: the renderer's scale times the
 * density is more than 16 pixels per point; nothing is drawn. By default through the retained layer (see
 * sy_set_retained): draw what lies beneath the switches before calling it, the same each frame.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_SDL, SY_ERR_LIMIT, SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_draw(sy_context *ctx);

/*
 * How sy_draw reaches the host's target. Retained (non-zero, the default): the switches live in a layer,
 * a texture of their area holding what the host had drawn beneath them with the switches over it; each
 * sy_draw redraws only what changed into it and copies it into the target once, so idle switches cost
 * one copy. The layer reads the host's pixels when it is made: again after sy_invalidate_background and
 * whenever the target, its size, the viewport, clip, scale or density change. Direct (0): every switch is
 * drawn over the host's frame at each sy_draw, for hosts whose pixels beneath the switches change every
 * frame. Both give the same pixels (docs/embedding.md, "The retained layer").
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_set_retained(sy_context *ctx, int retained);

/*
 * What the host draws beneath the switches changed: the next sy_draw reads those pixels again and draws
 * every switch over them. Nothing to do while drawing directly.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_invalidate_background(sy_context *ctx);

/* 1 when switch `id` is on, 0 when off; negative on error.
 * Result codes: SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_LIMIT, SY_ERR_DESTROYED, SY_ERR_THREAD. */
int sy_get_value(sy_context *ctx, const char *id);

/*
 * Sets switch `id`, enabled or disabled, to `on` (non-zero is on), moving the thumb with the style's
 * animation when `animated` is non-zero. Never runs the value-changed callback (the state-changed one
 * runs for the new state); cancels a press held on that switch and ends a pending change (a later
 * sy_resolve of it returns SY_ERR_NOT_PENDING). From inside a callback it is queued (see above).
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_LIMIT, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_set_value(sy_context *ctx, const char *id, int on, int animated);

/*
 * Enables (`enabled` non-zero) or disables switch `id`. A disabled switch draws faded (its style's
 * disabledOpacity), takes no pointers or keys, cannot take the focus and is skipped by Tab and
 * sy_move_focus. Disabling it cancels a press held on it (its value stays what it was at the press; no
 * value-changed) and clears its focus; a pending change stays pending (sy_resolve, sy_set_value and the
 * time-out still end it). sy_set_value works on it. Enabling gives back input, not the focus. From inside
 * a callback it is queued like sy_set_value.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_LIMIT, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_set_enabled(sy_context *ctx, const char *id, int enabled);

/* 1 when switch `id` is enabled, 0 when disabled (a value queued from a callback counts); negative on error.
 * Result codes: SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_LIMIT, SY_ERR_DESTROYED, SY_ERR_THREAD. */
int sy_is_enabled(sy_context *ctx, const char *id);

/* Sets the value-changed callback and its `user` pointer; NULL `callback` removes it.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_DESTROYED, SY_ERR_THREAD. */
sy_result sy_set_value_changed_callback(sy_context *ctx, sy_value_changed_fn callback, void *user);

/* Sets the decision callback and its `user` pointer; NULL `callback` allows every change.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_DESTROYED, SY_ERR_THREAD. */
sy_result sy_set_decide_callback(sy_context *ctx, sy_decide_fn callback, void *user);

/* Sets the state-changed callback and its `user` pointer; NULL `callback` removes it.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_DESTROYED, SY_ERR_THREAD. */
sy_result sy_set_state_changed_callback(sy_context *ctx, sy_state_changed_fn callback, void *user);

/* Sets the feedback callback and its `user` pointer; NULL `callback` removes it.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_DESTROYED, SY_ERR_THREAD. */
sy_result sy_set_feedback_callback(sy_context *ctx, sy_feedback_fn callback, void *user);

/*
 * Ends switch `id`'s pending change (the decision callback answered SY_PENDING): `on` equal to the value
 * that was asked for completes it (the thumb finishes, the value-changed callback runs inside this call),
 * the other value rolls it back (no value-changed). SY_ERR_NOT_PENDING: nothing pending (never asked,
 * resolved already, timed out, or set with sy_set_value); nothing changes. SY_ERR_NO_SWITCH: no such
 * switch (e.g. removed meanwhile). A disabled switch resolves too.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_NOT_PENDING, SY_ERR_LIMIT, SY_ERR_BUSY,
 * SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_resolve(sy_context *ctx, const char *id, int on);

/* 1 while switch `id` has a change waiting for sy_resolve, 0 otherwise (e.g. after its time-out); negative
 * on error.
 * Result codes: SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_LIMIT, SY_ERR_DESTROYED, SY_ERR_THREAD. */
int sy_is_pending(sy_context *ctx, const char *id);

/*
 * Reads the theme file now (a theme from memory: decodes its bytes again) and restyles every switch in
 * place, keeping values, presses and animations. On SY_ERR_THEME the last good theme stays shown and sy_error_message(ctx) gives the place of
 * the error.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_THEME, SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_reload(sy_context *ctx);

/*
 * Hot reload: call once per frame. When the theme file or a file it names changed on disk since the
 * last call, reloads it like sy_reload and returns 1; returns 0 when nothing changed. SY_ERR_THEME
 * when the changed file is broken (the last good theme stays; fix the file and it reloads). A change also
 * posts SwitchYard's wake-up event so a host blocked in SDL_WaitEvent wakes; sy_handle_event consumes it.
 * Result codes: SY_ERR_NULL, SY_ERR_THEME, SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
int sy_poll_reload(sy_context *ctx);

/*
 * Changes the drawing area to `width` x `height` points and the output pixels per point to `density`
 * (e.g. 2 for a high-density window whose renderer output is twice its size in points, when the host
 * does not scale with SDL_RenderSetScale itself), at most 16. SY_ERR_LIMIT: a density above 16, or an
 * area of more than 1 GiB of pixels at it.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_BAD_RECT, SY_ERR_BAD_VALUE, SY_ERR_LIMIT, SY_ERR_BUSY,
 * SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_resize(sy_context *ctx, int width, int height, float density);

/*
 * Accessibility (docs/accessibility.md, "From a host program"): the switches as assistive technology sees
 * them, for a host that bridges them to its platform's accessibility API itself (AT-SPI through ATK, UI
 * Automation, NSAccessibility). The library links no accessibility library, and nothing here runs until the
 * host calls it. Every switch has the role "switch": ATK's toggle button with the object attribute
 * xml-roles:switch, as browsers map ARIA's role=switch.
 */

/* The states of an accessible switch, as bits of sy_a11y_switch.states and sy_a11y_event.states. */
typedef enum sy_a11y_state {
    SY_A11Y_CHECKED = 1 << 0,   /* on (a pending change has not changed it yet) */
    SY_A11Y_ENABLED = 1 << 1,   /* takes input */
    SY_A11Y_FOCUSABLE = 1 << 2, /* can take the keyboard focus now */
    SY_A11Y_FOCUSED = 1 << 3,   /* has the keyboard focus */
    SY_A11Y_BUSY = 1 << 4,      /* a change waits for the decision (sy_resolve) */
    SY_A11Y_PRESSED = 1 << 5,   /* a pointer holds it down */
    SY_A11Y_VISIBLE = 1 << 6    /* not hidden */
} sy_a11y_state;

/* One switch as assistive technology sees it (sy_a11y_get). The strings are the context's until the next
 * sy_a11y_get on it. */
typedef struct sy_a11y_switch {
    const char *id;
    const char *name;        /* sy_set_accessibility_label's, else the theme's label, else the id */
    const char *description; /* sy_set_accessibility_hint's, else the theme's hint, else "" */
    const char *role;        /* "switch" */
    unsigned states;         /* sy_a11y_state bits */
    float x, y, w, h;        /* the frame in points, as sy_get_switch_rect */
} sy_a11y_switch;

/* What changed, in sy_a11y_event.kind. */
typedef enum sy_a11y_event_kind {
    SY_A11Y_ADDED = 0,        /* a switch appeared: id, states, text is its name */
    SY_A11Y_REMOVED = 1,      /* the switch is gone: id */
    SY_A11Y_STATES = 2,       /* id, states (all of them now), changed (the bits that changed) */
    SY_A11Y_NAME = 3,         /* id, text is the new name */
    SY_A11Y_DESCRIPTION = 4,  /* id, text is the new description */
    SY_A11Y_FRAME = 5,        /* the switch moved or was resized: id (sy_get_switch_rect) */
    SY_A11Y_FOCUS = 6,        /* the keyboard focus moved to id, or away from every switch (id NULL) */
    SY_A11Y_ANNOUNCEMENT = 7  /* say text politely: a refused change, or a pending one that ended */
} sy_a11y_event_kind;

/* One change, handed to the accessibility callback; its strings are read only during the callback. */
typedef struct sy_a11y_event {
    sy_a11y_event_kind kind;
    const char *id;
    unsigned states;
    unsigned changed;
    const char *text; /* "" when the kind has none */
} sy_a11y_event;

/* Called for each accessibility change, in order, inside sy_advance and sy_advance_now (once a frame),
 * under the rules of "Callbacks and re-entrancy" above (sy_a11y_count and sy_a11y_get work in it). */
typedef void (*sy_a11y_event_fn)(sy_context *ctx, const sy_a11y_event *event, void *user);

/*
 * Sets switch `id`'s accessible name, the first thing a screen reader says of it; NULL gives it back to
 * the theme's accessibility.label, else the caption, else the id. Any script, at most 4096 bytes; kept by
 * id until the switch is removed.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_LIMIT, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_set_accessibility_label(sy_context *ctx, const char *id, const char *label);

/* Sets switch `id`'s accessible description (what turning it on does); NULL gives it back to the theme's
 * accessibility.hint, else "". At most 4096 bytes.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_LIMIT, SY_ERR_DESTROYED, SY_ERR_THREAD. */
sy_result sy_set_accessibility_hint(sy_context *ctx, const char *id, const char *hint);

/* Takes the switches as they are now, for sy_a11y_get, and returns how many there are: sy_a11y_get's
 * indices are 0 to this minus 1, in the order they were placed. Call it before each walk of the tree.
 * Result codes: SY_ERR_NULL, SY_ERR_DESTROYED, SY_ERR_THREAD. */
int sy_a11y_count(sy_context *ctx);

/* Fills `out` with the switch at `index` as the last sy_a11y_count took it (see sy_a11y_switch).
 * SY_ERR_BAD_VALUE: `index` is not below that count (before any sy_a11y_count, every index).
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_BAD_VALUE, SY_ERR_DESTROYED, SY_ERR_THREAD. */
sy_result sy_a11y_get(sy_context *ctx, int index, sy_a11y_switch *out);

/*
 * The "toggle" action a screen reader invokes: toggles switch `id` as a tap does, so the decision callback
 * is asked and may allow, refuse or hold the change (the callbacks run inside this call). 1 when it
 * acted, 0 when the switch cannot act now (disabled, held by a pointer, or waiting for a decision).
 * SY_ERR_NO_SWITCH: no such switch (e.g. removed while a screen reader still showed it).
 * Result codes: SY_ERR_NULL, SY_ERR_NO_SWITCH, SY_ERR_LIMIT, SY_ERR_BUSY, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
int sy_a11y_toggle(sy_context *ctx, const char *id);

/*
 * Sets the accessibility callback and its `user` pointer; its first run reports every switch as added.
 * NULL removes it, and with it the tracking: a context without one pays nothing for accessibility.
 * Result codes: SY_OK, SY_ERR_NULL, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
sy_result sy_set_a11y_callback(sy_context *ctx, sy_a11y_event_fn callback, void *user);

/*
 * The message of the last failed call on `ctx` ("" when none failed); for a NULL or dead handle, or the
 * wrong thread, the message saying so. See "Messages" above for how long it stays.
 * Result codes: SY_ERR_NULL, SY_ERR_DESTROYED, SY_ERR_THREAD.
 */
const char *sy_error_message(sy_context *ctx);

/* The message of the last failed call on this thread ("" when none failed), e.g. why sy_create returned
 * NULL. See "Messages" above for how long it stays.
 * Result codes: none. */
const char *sy_last_error(void);

/* The code of the last failed call on this thread (SY_OK when none failed).
 * Result codes: none. */
sy_result sy_last_error_code(void);

/* The name of a result code, e.g. "SY_ERR_BUSY"; "SY_UNKNOWN_RESULT" for a value that is not one. Static.
 * Result codes: none. */
const char *sy_result_name(sy_result code);

/*
 * The version of the library running, MAJOR * 10000 + MINOR * 100 + PATCH (0.1.0 is 100, 1.2.3 is 10203):
 * compare it with SY_VERSION, the header's, e.g. to refuse a library older than the header
 * (sy_version() / 10000 != SY_VERSION_MAJOR || sy_version() < SY_VERSION). Any thread.
 * Result codes: none.
 */
int sy_version(void);

#ifdef __cplusplus
}
#endif

#endif /* SWITCHYARD_H */
