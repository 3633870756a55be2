/*
 * guest: SwitchYard as a guest in a host process (docs/embedding.md, "Process"). Run by Tests/install/run.sh
 * against the installed library, from a folder outside the checkout, with an empty environment:
 *
 *     guest LIBRARY THEME [--expect-handlers]
 *
 * Records every signal's disposition (sigaction for 1..31), the alternate signal stack and the threads
 * (/proc/self/task) once the host has SDL running, then after dlopen(LIBRARY), after two sy_create (SDL's
 * dummy video driver, software renderer, THEME watched), after the first sy_destroy and after the last. A
 * disposition or the alternate stack that changes at any point fails, as does a thread that outlives the
 * last sy_destroy; threads alive while contexts live are listed by name, with the heap in use and the resident
 * size at each moment (printed for docs/embedding.md, not checked). With --expect-handlers the run
 * passes only if the library did install handlers (how run.sh shows the one condition under which the Swift
 * runtime's backtracer comes in). Exit status 0 on success, 1 on a failed check, 2 on a setup error.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <malloc.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <SDL.h>

#define SIGNALS 31
#define MAX_THREADS 64

/* What the process looks like at one moment. */
typedef struct {
    const char *moment;
    struct sigaction actions[SIGNALS + 1];
    stack_t alternate;
    int threads;
    char names[MAX_THREADS][20];
    size_t heap;     /* bytes malloc has handed out and not had back (mallinfo2) */
    size_t resident; /* resident set size in bytes (/proc/self/statm) */
} snapshot;

static void take(snapshot *shot, const char *moment) {
    shot->moment = moment;
    for (int signal = 1; signal <= SIGNALS; signal++) {
        memset(&shot->actions[signal], 0, sizeof shot->actions[signal]);
        sigaction(signal, NULL, &shot->actions[signal]);
    }
    sigaltstack(NULL, &shot->alternate);
    shot->heap = mallinfo2().uordblks;
    shot->resident = 0;
    FILE *statm = fopen("/proc/self/statm", "r");
    if (statm != NULL) {
        unsigned long size, pages;
        if (fscanf(statm, "%lu %lu", &size, &pages) == 2) shot->resident = pages * (size_t)sysconf(_SC_PAGESIZE);
        fclose(statm);
    }
    shot->threads = 0;
    DIR *tasks = opendir("/proc/self/task");
    if (tasks == NULL) return;
    struct dirent *entry;
    while ((entry = readdir(tasks)) != NULL) {
        if (entry->d_name[0] == '.') continue;
        if (shot->threads < MAX_THREADS) {
            char path[300];
            snprintf(path, sizeof path, "/proc/self/task/%s/comm", entry->d_name);
            FILE *comm = fopen(path, "r");
            char *name = shot->names[shot->threads];
            name[0] = 0;
            if (comm != NULL) {
                if (fgets(name, sizeof shot->names[0], comm) != NULL) name[strcspn(name, "\n")] = 0;
                fclose(comm);
            }
        }
        shot->threads++;
    }
    closedir(tasks);
}

static void show(const snapshot *shot) {
    printf("%-26s heap %6zu KiB, resident %6zu KiB, %d thread(s):", shot->moment, shot->heap / 1024,
           shot->resident / 1024, shot->threads);
    for (int i = 0; i < shot->threads && i < MAX_THREADS; i++) printf(" %s", shot->names[i]);
    printf("\n");
}

static int handlerOf(const struct sigaction *action, void **handler) {
    if (action->sa_flags & SA_SIGINFO) {
        memcpy(handler, &action->sa_sigaction, sizeof *handler);
    } else {
        memcpy(handler, &action->sa_handler, sizeof *handler);
    }
    return action->sa_flags;
}

/* The number of signals whose disposition differs between `before` and `after`, each printed. */
static int changedSignals(const snapshot *before, const snapshot *after) {
    int changed = 0;
    for (int signal = 1; signal <= SIGNALS; signal++) {
        void *old, *now;
        int oldFlags = handlerOf(&before->actions[signal], &old);
        int nowFlags = handlerOf(&after->actions[signal], &now);
        if (old != now || oldFlags != nowFlags) {
            printf("  %s: signal %d (%s) changed: handler %p flags %#x, was %p flags %#x\n", after->moment, signal,
                   strsignal(signal), now, (unsigned)nowFlags, old, (unsigned)oldFlags);
            changed++;
        }
    }
    if (before->alternate.ss_sp != after->alternate.ss_sp || before->alternate.ss_flags != after->alternate.ss_flags) {
        printf("  %s: the alternate signal stack changed (%p, was %p)\n", after->moment, after->alternate.ss_sp,
               before->alternate.ss_sp);
        changed++;
    }
    return changed;
}

/* The library's functions this program calls, looked up after dlopen. */
typedef struct sy_context sy_context;
typedef sy_context *(*create_fn)(const char *, SDL_Renderer *, int, int);
typedef int (*destroy_fn)(sy_context *);
typedef const char *(*error_fn)(void);

static int lookUp(void *library, const char *name, void *function, size_t size) {
    void *address = dlsym(library, name);
    if (address == NULL) {
        fprintf(stderr, "guest: %s not found: %s\n", name, dlerror());
        return 0;
    }
    memcpy(function, &address, size);
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 3 || argc > 4 || (argc == 4 && strcmp(argv[3], "--expect-handlers") != 0)) {
        fprintf(stderr, "usage: guest LIBRARY THEME [--expect-handlers]\n");
        return 2;
    }
    int expectHandlers = argc == 4;

    /* The host's own SDL, as a game has it before it loads SwitchYard. */
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "guest: SDL_Init: %s\n", SDL_GetError());
        return 2;
    }
    SDL_Window *window = SDL_CreateWindow("guest", 0, 0, 320, 240, 0);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE) : NULL;
    if (renderer == NULL) {
        fprintf(stderr, "guest: no window or renderer: %s\n", SDL_GetError());
        return 2;
    }

    static snapshot host, loaded, created, destroyedOne, destroyedAll;
    take(&host, "host, SDL running");
    show(&host);

    void *library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "guest: dlopen: %s\n", dlerror());
        return 2;
    }
    take(&loaded, "after dlopen");
    show(&loaded);

    create_fn create;
    destroy_fn destroy;
    error_fn lastError;
    if (!lookUp(library, "sy_create", &create, sizeof create) ||
        !lookUp(library, "sy_destroy", &destroy, sizeof destroy) ||
        !lookUp(library, "sy_last_error", &lastError, sizeof lastError)) {
        return 2;
    }
    sy_context *first = create(argv[2], renderer, 320, 240);
    sy_context *second = first ? create(argv[2], renderer, 320, 240) : NULL;
    if (second == NULL) {
        fprintf(stderr, "guest: sy_create: %s\n", lastError());
        return 2;
    }
    take(&created, "after two sy_create");
    show(&created);
    destroy(first);
    take(&destroyedOne, "after one sy_destroy");
    show(&destroyedOne);
    destroy(second);
    /* A thread the kit ends may take a moment to be gone from /proc after it was joined or told to exit. */
    for (int wait = 0; wait < 50; wait++) {
        take(&destroyedAll, "after the last sy_destroy");
        if (destroyedAll.threads <= host.threads) break;
        SDL_Delay(20);
    }
    show(&destroyedAll);

    int changed = changedSignals(&host, &loaded) + changedSignals(&loaded, &created) +
                  changedSignals(&created, &destroyedOne) + changedSignals(&destroyedOne, &destroyedAll);
    int failures = 0;
    if (expectHandlers) {
        if (changed == 0) {
            printf("FAIL: expected the Swift runtime's signal handlers, found none\n");
            failures++;
        }
    } else if (changed != 0) {
        printf("FAIL: %d signal disposition(s) changed\n", changed);
        failures++;
    }
    if (loaded.threads != host.threads) {
        printf("FAIL: loading the library changed the threads from %d to %d\n", host.threads, loaded.threads);
        failures++;
    }
    if (destroyedAll.threads > host.threads) {
        printf("FAIL: %d thread(s) left after the last sy_destroy\n", destroyedAll.threads - host.threads);
        failures++;
    }
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    printf("guest: %s\n", failures == 0 ? "all passed" : "failed");
    return failures == 0 ? 0 : 1;
}
