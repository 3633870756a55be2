/* The shared part of the bad-input test: the counters, the themes, the scratch folder, the input helpers. */
#include "capi.h"

int passed, failed;
FILE *observations;

const char *GOOD_THEME = "{\n"
                                "  \"version\": 1,\n"
                                "  \"styles\": {\n"
                                "    \"pill\": { \"size\": [51, 31] },\n"
                                "    \"wide\": { \"size\": [90, 30], \"track\": { \"on\": \"#007AFF\" },\n"
                                "              \"pending\": { \"timeout\": 0.5 } }\n"
                                "  }\n"
                                "}\n";

/* The error is on line 4, in styles.pill.track.on. */
const char *BROKEN_THEME = "{\n"
                                  "  \"version\": 1,\n"
                                  "  \"styles\": {\n"
                                  "    \"pill\": { \"track\": { \"on\": \"#12\" } }\n"
                                  "  }\n"
                                  "}\n";

char folder[] = "/tmp/sy-bad-input-XXXXXX";

void write_file(const char *path, const char *text) {
    FILE *file = fopen(path, "w");
    if (!file) {
        perror(path);
        exit(2);
    }
    fputs(text, file);
    fclose(file);
}

SDL_Event mouse(int down, int x, int y) {
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    event.button.button = SDL_BUTTON_LEFT;
    event.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    event.button.clicks = 1;
    event.button.x = x;
    event.button.y = y;
    return event;
}

SDL_Event key(SDL_Keycode key, Uint16 modifiers) {
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_KEYDOWN;
    event.key.state = SDL_PRESSED;
    event.key.keysym.sym = key;
    event.key.keysym.mod = modifiers;
    return event;
}

int observed(const char *call, int result) {
    if (observations && strncmp(call, "sy_", 3) == 0) {
        fprintf(observations, "%.*s %d\n", (int)strcspn(call, "( "), call, result);
    }
    return result;
}

/* Taps the centre of switch `id` by passing a press and a release straight to sy_handle_event. */
int tap(sy_context *ctx, const char *id, double *clock) {
    float x = 0, y = 0, w = 0, h = 0;
    if (sy_get_switch_rect(ctx, id, &x, &y, &w, &h) != SY_OK) return SY_ERR_NO_SWITCH;
    SDL_Event down = mouse(1, (int)(x + w / 2), (int)(y + h / 2));
    SDL_Event up = mouse(0, (int)(x + w / 2), (int)(y + h / 2));
    int first = sy_handle_event(ctx, &down);
    *clock += 0.05;
    sy_advance(ctx, *clock);
    int second = sy_handle_event(ctx, &up);
    return first < 0 ? first : second;
}
