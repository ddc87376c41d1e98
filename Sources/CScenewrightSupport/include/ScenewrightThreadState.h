// A per-thread slot for the container's resolution state: a C11 `_Thread_local`, read and written
// inline in one instruction, where `pthread_getspecific` costs a call and Swift's lazy globals a
// check.
#ifndef SCENEWRIGHT_THREAD_STATE_H
#define SCENEWRIGHT_THREAD_STATE_H

#include "ScenewrightAnnouncements.h"

#if defined(__linux__) && defined(__ELF__)
// The initial-exec model makes a read a single `%fs`-relative load, without a call to
// `__tls_get_addr`. It is what glibc itself uses for its own thread-locals; a library loaded with
// `dlopen` still gets its eight bytes from the static TLS reserve glibc keeps for this.
#define SCENEWRIGHT_TLS_MODEL __attribute__((tls_model("initial-exec")))
#else
#define SCENEWRIGHT_TLS_MODEL
#endif

/// The slot itself; use the two functions below.
extern _Thread_local void *_Nullable scenewright_thread_state_slot SCENEWRIGHT_TLS_MODEL;

/// The calling thread's resolution state (an unretained object pointer), or NULL before the first
/// resolve on this thread.
static inline void *_Nullable scenewright_thread_state(void) { return scenewright_thread_state_slot; }

/// Sets the calling thread's resolution state.
static inline void scenewright_set_thread_state(void *_Nullable state) {
    scenewright_thread_state_slot = state;
}

#endif
