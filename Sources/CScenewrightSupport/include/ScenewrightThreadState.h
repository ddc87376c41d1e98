// A per-thread slot for the container's resolution state: a C11 `_Thread_local`, read and written
// in two instructions, where `pthread_getspecific` costs a call and Swift's lazy globals a check.
#ifndef SCENEWRIGHT_THREAD_STATE_H
#define SCENEWRIGHT_THREAD_STATE_H

#include "ScenewrightAnnouncements.h"

/// The calling thread's resolution state (an unretained object pointer), or NULL before the first
/// resolve on this thread.
void *_Nullable scenewright_thread_state(void);

/// Sets the calling thread's resolution state.
void scenewright_set_thread_state(void *_Nullable state);

#endif
