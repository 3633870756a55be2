/* Events for another window: not consumed, nothing changes. A context on a renderer without a window takes all. */
#include "capi.h"

static SDL_Event for_window(SDL_Event event, Uint32 window) {
    switch (event.type) {
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: event.button.windowID = window; break;
    case SDL_MOUSEMOTION: event.motion.windowID = window; break;
    case SDL_MOUSEWHEEL: event.wheel.windowID = window; break;
    case SDL_KEYDOWN:
    case SDL_KEYUP: event.key.windowID = window; break;
    case SDL_TEXTINPUT: event.text.windowID = window; break;
    case SDL_WINDOWEVENT: event.window.windowID = window; break;
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION: event.tfinger.windowID = window; break;
    default: break;
    }
    return event;
}

static SDL_Event finger(Uint32 type, float x, float y) {
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = type;
    event.tfinger.touchId = 1;
    event.tfinger.fingerId = 7;
    event.tfinger.x = x;
    event.tfinger.y = y;
    return event;
}

static SDL_Event window_event(Uint8 what) {
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_WINDOWEVENT;
    event.window.event = what;
    return event;
}

typedef struct counts {
    int states;
    int values;
} counts;

static void count_state(sy_context *ctx, const char *id, sy_state state, void *user) {
    (void)ctx, (void)id, (void)state;
    ((counts *)user)->states++;
}

static void count_value(sy_context *ctx, const char *id, int on, void *user) {
    (void)ctx, (void)id, (void)on;
    ((counts *)user)->values++;
}

/* Every kind of event carrying another window's id: 0, and no state, value or focus change. */
static void expect_ignored(sy_context *ctx, Uint32 other, const counts *seen) {
    SDL_Event events[] = {
        mouse(1, 35, 25),
        mouse(0, 35, 25),
        key(SDLK_TAB, 0),
        key(SDLK_SPACE, 0),
        finger(SDL_FINGERDOWN, 0.175f, 0.125f),
        finger(SDL_FINGERUP, 0.175f, 0.125f),
        window_event(SDL_WINDOWEVENT_FOCUS_LOST),
    };
    int before_states = seen->states, before_values = seen->values;
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++) {
        SDL_Event event = for_window(events[i], other);
        EXPECT_AS(sy_handle_event(ctx, &event), "sy_handle_event(another window's event)", 0, "0");
    }
    CHECK(seen->states == before_states && seen->values == before_values,
          "another window's events changed %d states and %d values", seen->states - before_states,
          seen->values - before_values);
    EXPECT(sy_get_value(ctx, "a"), 0);
    CHECK(sy_get_focus(ctx) == NULL, "another window's Tab focused %s", sy_get_focus(ctx));
}

void test_windows(SDL_Renderer *surface_renderer, const char *path) {
    SDL_Window *mine = SDL_CreateWindow("mine", 0, 0, 200, 200, SDL_WINDOW_HIDDEN);
    SDL_Window *other = SDL_CreateWindow("other", 0, 0, 200, 200, SDL_WINDOW_HIDDEN);
    SDL_Renderer *renderer = mine ? SDL_CreateRenderer(mine, -1, SDL_RENDERER_SOFTWARE) : NULL;
    CHECK(renderer && other, "two windows and a renderer under the dummy driver: %s", SDL_GetError());
    sy_context *ctx = renderer ? sy_create(path, renderer, 200, 200) : NULL;
    CHECK(!renderer || ctx, "sy_create on a window's renderer: %s", sy_last_error());
    if (ctx) {
        Uint32 mine_id = SDL_GetWindowID(mine), other_id = SDL_GetWindowID(other);
        counts seen = {0, 0};
        EXPECT(sy_set_state_changed_callback(ctx, count_state, &seen), SY_OK);
        EXPECT(sy_set_value_changed_callback(ctx, count_value, &seen), SY_OK);
        EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
        expect_ignored(ctx, other_id, &seen);
        expect_ignored(ctx, mine_id + other_id + 1000, &seen); /* no window has that id */

        /* Another window losing the keyboard, or the mouse moving over it, leaves a press held here alone. */
        SDL_Event down = for_window(mouse(1, 35, 25), mine_id);
        SDL_Event up = for_window(mouse(0, 35, 25), mine_id);
        SDL_Event lost = for_window(window_event(SDL_WINDOWEVENT_FOCUS_LOST), other_id);
        SDL_Event motion;
        memset(&motion, 0, sizeof motion);
        motion.type = SDL_MOUSEMOTION;
        motion.motion.x = 190;
        motion.motion.y = 190;
        motion = for_window(motion, other_id);
        EXPECT(sy_handle_event(ctx, &down), 1);
        EXPECT(sy_handle_event(ctx, &lost), 0);
        EXPECT(sy_handle_event(ctx, &motion), 0);
        EXPECT(sy_handle_event(ctx, &up), 1);
        EXPECT(sy_get_value(ctx, "a"), 1);
        CHECK(seen.values == 1, "a tap in the renderer's window should call back once, got %d", seen.values);
        /* The renderer's own window losing it cancels the press. */
        lost = for_window(window_event(SDL_WINDOWEVENT_FOCUS_LOST), mine_id);
        EXPECT(sy_handle_event(ctx, &down), 1);
        EXPECT(sy_handle_event(ctx, &lost), 0);
        EXPECT(sy_handle_event(ctx, &up), 0);
        EXPECT(sy_get_value(ctx, "a"), 1);
        /* A windowID of 0 (a host's own fabricated event) is this window's; so is a finger's. */
        SDL_Event tab = key(SDLK_TAB, 0);
        EXPECT(sy_handle_event(ctx, &tab), 1);
        CHECK(sy_get_focus(ctx) && strcmp(sy_get_focus(ctx), "a") == 0, "Tab with windowID 0 should focus a");
        SDL_Event touch = for_window(finger(SDL_FINGERDOWN, 0.175f, 0.125f), mine_id);
        EXPECT(sy_handle_event(ctx, &touch), 1);
        touch = for_window(finger(SDL_FINGERUP, 0.175f, 0.125f), mine_id);
        EXPECT(sy_handle_event(ctx, &touch), 1);
        EXPECT(sy_get_value(ctx, "a"), 0);
        EXPECT(sy_destroy(ctx), SY_OK);
    }
    if (renderer) SDL_DestroyRenderer(renderer);

    /* A software renderer on a surface has no window: every window's events are the context's. */
    sy_context *any = sy_create(path, surface_renderer, 200, 200);
    CHECK(any != NULL, "sy_create: %s", sy_last_error());
    if (any) {
        EXPECT(sy_add_switch(any, "a", "pill", 10, 10, 0, 0), SY_OK);
        SDL_Event down = for_window(mouse(1, 35, 25), 4242), up = for_window(mouse(0, 35, 25), 4242);
        EXPECT(sy_handle_event(any, &down), 1);
        EXPECT(sy_handle_event(any, &up), 1);
        EXPECT(sy_get_value(any, "a"), 1);
        EXPECT(sy_destroy(any), SY_OK);
    }
    if (mine) SDL_DestroyWindow(mine);
    if (other) SDL_DestroyWindow(other);
}
