#include "file_gate.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/fanotify.h>
#include <unistd.h>

int file_gate_open(const char *path) {
    int gate = fanotify_init(FAN_CLASS_CONTENT | FAN_CLOEXEC, O_RDONLY);
    if (gate < 0) return -1;
    if (fanotify_mark(gate, FAN_MARK_ADD, FAN_OPEN_PERM, AT_FDCWD, path) != 0) {
        close(gate);
        return -1;
    }
    return gate;
}

int file_gate_wait(int gate, int timeout_ms, pid_t *pid) {
    struct fanotify_event_metadata event;
    struct pollfd ready = {.fd = gate, .events = POLLIN};
    for (;;) {
        if (poll(&ready, 1, timeout_ms) != 1) return -1;
        ssize_t got = read(gate, &event, sizeof event);
        if (got < (ssize_t)sizeof event || event.vers != FANOTIFY_METADATA_VERSION) return -1;
        if (event.fd < 0) continue;
        *pid = event.pid;
        return event.fd;
    }
}

void file_gate_allow(int gate, int event) {
    struct fanotify_response response = {.fd = event, .response = FAN_ALLOW};
    (void)!write(gate, &response, sizeof response);
    close(event);
}
