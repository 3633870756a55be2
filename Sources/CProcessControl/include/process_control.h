#ifndef PROCESS_CONTROL_H
#define PROCESS_CONTROL_H

/// Asks the kernel to send `signal` to the calling process when the thread that started it ends (Linux
/// prctl PR_SET_PDEATHSIG), so a replay worker never outlives its parent, even one killed outright. 0 on
/// success, -1 with errno set (always -1 with ENOSYS off Linux). prctl is variadic, which Swift cannot call.
int process_control_set_parent_death_signal(int signal);

#endif
