/*
 * c-settings' own feedback for SwitchYard's cues. SwitchYard plays nothing itself: it tells the host every
 * cue with what the theme's style gives it (sy_set_feedback_callback), and the host plays its own sounds and
 * drives its own haptics. This screen prints each cue, plays a short click of its own on an SDL audio
 * device while its "sound" setting is on (at the style's gain), and rumbles the first game controller while
 * its "vibration" setting is on (at the style's strengths and duration).
 */
#ifndef C_SETTINGS_FEEDBACK_H
#define C_SETTINGS_FEEDBACK_H

#include <SDL2/SDL.h>

#include "switchyard.h"

typedef struct host_feedback {
    SDL_AudioDeviceID audio;  /* 0: no device (headless, or none could open): the click is skipped. */
    SDL_AudioSpec spec;       /* What the device plays: float mono. */
    SDL_GameController *pad;  /* The first game controller, or NULL. */
    const int *sound_on;      /* The "sound" setting's value, read at each cue. */
    const int *vibration_on;  /* The "vibration" setting's value, read at each cue. */
} host_feedback;

/* Opens the audio device and the first game controller, except headless (which only prints the cues). */
void host_feedback_open(host_feedback *f, int headless);
/* Closes what host_feedback_open opened. */
void host_feedback_close(host_feedback *f);
/* The sy_feedback_fn: `user` is the host_feedback. */
void host_feedback_cue(sy_context *ctx, const char *id, sy_cue cue, const sy_feedback *feedback, void *user);

#endif
