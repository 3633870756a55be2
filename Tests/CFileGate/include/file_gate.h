/*
 * A gate on opening one file, for tests that must act at an exact moment of another thread's file
 * access: fanotify's permission events hold each open(2) of the file until the test answers it.
 * Linux only, and only for root (fanotify needs CAP_SYS_ADMIN).
 */
#ifndef FILE_GATE_H
#define FILE_GATE_H

#include <sys/types.h>

/* A gate on every open of `path`: a descriptor to wait on, or -1 with errno set. */
int file_gate_open(const char *path);

/* Waits up to `timeout_ms` for the next open of the gated file and holds it: returns the held event's
 * descriptor (to pass to file_gate_allow) and sets *pid to the opening process; -1 when none came in
 * time or the gate failed. */
int file_gate_wait(int gate, int timeout_ms, pid_t *pid);

/* Lets the held open go on. */
void file_gate_allow(int gate, int event);

#endif
