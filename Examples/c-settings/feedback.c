/* c-settings' own sounds and rumble for SwitchYard's cues: see feedback.h. */
#include "feedback.h"

#include <math.h>
#include <stdio.h>

#define CLICK_MS 12
#define CLICK_HZ 2200.0f
#define TWO_PI 6.28318531f

static const char *cue_name(sy_cue cue) {
    static const char *const names[] = {"press", "on", "off", "refused", "pending", "resolved", "cross"};
    return (unsigned)cue < sizeof names / sizeof names[0] ? names[cue] : "?";
}

void host_feedback_open(host_feedback *f, int headless) {
    if (headless) return;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) == 0) {
        SDL_AudioSpec want = {.freq = 48000, .format = AUDIO_F32SYS, .channels = 1, .samples = 256};
        f->audio = SDL_OpenAudioDevice(NULL, 0, &want, &f->spec, 0);
        if (f->audio) SDL_PauseAudioDevice(f->audio, 0);
    }
    if (!f->audio) fprintf(stderr, "no audio device, the settings' clicks are silent: %s\n", SDL_GetError());
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0) {
        for (int i = 0; i < SDL_NumJoysticks() && !f->pad; i++) {
            if (SDL_IsGameController(i)) f->pad = SDL_GameControllerOpen(i);
        }
    }
}

void host_feedback_close(host_feedback *f) {
    if (f->audio) SDL_CloseAudioDevice(f->audio);
    if (f->pad) SDL_GameControllerClose(f->pad);
    f->audio = 0;
    f->pad = NULL;
}

/* A decaying sine of CLICK_MS at `gain`, queued behind whatever still plays. */
static void play_click(const host_feedback *f, float gain) {
    float samples[48000 * CLICK_MS / 1000];
    int count = f->spec.freq * CLICK_MS / 1000;
    if (count > (int)(sizeof samples / sizeof samples[0])) count = (int)(sizeof samples / sizeof samples[0]);
    for (int i = 0; i < count; i++) {
        float t = (float)i / (float)f->spec.freq;
        samples[i] = gain * expf(-t * 400.0f) * sinf(TWO_PI * CLICK_HZ * t);
    }
    if (SDL_QueueAudio(f->audio, samples, (Uint32)(count * sizeof samples[0])) != 0) {
        fprintf(stderr, "SDL_QueueAudio: %s\n", SDL_GetError());
    }
}

void host_feedback_cue(sy_context *ctx, const char *id, sy_cue cue, const sy_feedback *feedback, void *user) {
    (void)ctx;
    host_feedback *f = user;
    printf("cue %s %s", id, cue_name(cue));
    if (feedback->has_rumble) {
        printf(" rumble %.2f %.2f %d ms", feedback->rumble_low, feedback->rumble_high, feedback->rumble_ms);
    }
    printf("\n");
    fflush(stdout);
    /* The style names no sound file here: the host clicks for the moments it cares about, at the style's
     * gain when it names one. */
    int clicks = cue == SY_CUE_ON || cue == SY_CUE_OFF || cue == SY_CUE_REFUSED;
    if (f->audio && *f->sound_on && clicks) play_click(f, feedback->has_sound ? feedback->gain : 0.5f);
    if (f->pad && *f->vibration_on && feedback->has_rumble) {
        Uint16 low = (Uint16)(feedback->rumble_low * 0xFFFF), high = (Uint16)(feedback->rumble_high * 0xFFFF);
        if (SDL_GameControllerRumble(f->pad, low, high, (Uint32)feedback->rumble_ms) != 0) {
            fprintf(stderr, "SDL_GameControllerRumble: %s\n", SDL_GetError());
        }
    }
}
