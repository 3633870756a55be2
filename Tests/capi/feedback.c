/* The feedback callback: every cue in order with what the style gives it, none for sy_set_value, and off. */
#include "capi.h"

#define MAX_CUES 16

typedef struct cues {
    sy_cue seen[MAX_CUES];
    sy_feedback feedback[MAX_CUES];
    int count;
} cues;

static void note(sy_context *ctx, const char *id, sy_cue cue, const sy_feedback *feedback, void *user) {
    (void)ctx, (void)id;
    cues *c = user;
    if (c->count >= MAX_CUES || !feedback) return;
    c->feedback[c->count] = *feedback;
    c->seen[c->count++] = cue;
}

/* A 16-bit mono WAV of two samples, little-endian, written byte by byte. */
static void write_click(const char *path) {
    static const unsigned char wav[] = {
        'R', 'I', 'F', 'F', 40, 0, 0, 0, 'W', 'A', 'V', 'E', 'f', 'm', 't', ' ', 16, 0, 0, 0, 1, 0, 1, 0,
        0x80, 0xBB, 0, 0, 0, 0x77, 1, 0, 2, 0, 16, 0, 'd', 'a', 't', 'a', 4, 0, 0, 0, 0, 0x40, 0, 0xC0};
    FILE *file = fopen(path, "wb");
    if (!file || fwrite(wav, 1, sizeof wav, file) != sizeof wav || fclose(file) != 0) {
        perror(path);
        exit(2);
    }
}

void test_feedback(SDL_Renderer *renderer) {
    char theme[256], click[256];
    snprintf(theme, sizeof theme, "%s/feedback.json", folder);
    snprintf(click, sizeof click, "%s/click.wav", folder);
    write_click(click);
    write_file(theme, "{\"version\": 1, \"styles\": {\"buzz\": {\"feedback\": {"
                      "\"press\": {\"rumble\": {\"low\": 0.25, \"high\": 0.5, \"duration\": 40}},"
                      "\"on\": {\"sound\": \"click.wav\", \"gain\": 0.5}}}}}");
    sy_context *ctx = sy_create(theme, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    cues c;
    memset(&c, 0, sizeof c);
    double clock = 1;
    EXPECT(sy_set_feedback_callback(ctx, note, &c), SY_OK);
    EXPECT(sy_add_switch(ctx, "a", "buzz", 10, 10, 0, 0), SY_OK);
    EXPECT(tap(ctx, "a", &clock), 1);
    CHECK(c.count == 2 && c.seen[0] == SY_CUE_PRESS && c.seen[1] == SY_CUE_ON, "a tap: %d cues (first %d)", c.count,
          c.count ? (int)c.seen[0] : -1);
    if (c.count == 2) {
        sy_feedback press = c.feedback[0], on = c.feedback[1];
        CHECK(!press.has_sound && press.gain == 0 && press.has_rumble && press.rumble_low == 0.25f &&
                  press.rumble_high == 0.5f && press.rumble_ms == 40,
              "press: sound %d gain %g rumble %d %g %g %d ms", press.has_sound, press.gain, press.has_rumble,
              press.rumble_low, press.rumble_high, press.rumble_ms);
        CHECK(on.has_sound && on.gain == 0.5f && !on.has_rumble && on.rumble_ms == 0, "on: sound %d gain %g rumble %d",
              on.has_sound, on.gain, on.has_rumble);
    }
    c.count = 0;
    EXPECT(sy_set_value(ctx, "a", 0, 1), SY_OK);
    CHECK(c.count == 0, "sy_set_value fired %d cues", c.count);
    EXPECT(tap(ctx, "a", &clock), 1);
    CHECK(c.count == 2 && c.seen[1] == SY_CUE_ON, "a second tap: %d cues", c.count);
    EXPECT(tap(ctx, "a", &clock), 1);
    CHECK(c.count == 4 && c.seen[3] == SY_CUE_OFF && !c.feedback[3].has_sound, "a third tap: %d cues", c.count);
    EXPECT(sy_set_feedback_callback(ctx, NULL, NULL), SY_OK);
    EXPECT(tap(ctx, "a", &clock), 1);
    CHECK(c.count == 4, "no callback: %d cues", c.count);
    EXPECT(sy_destroy(ctx), SY_OK);
    EXPECT(sy_set_feedback_callback(ctx, note, &c), SY_ERR_DESTROYED);
}
