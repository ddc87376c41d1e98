// How a thread announces its container resolves to writers that free what resolves may read (see
// `Reclamation` in Scenewright). A reader's announcement must be visible before its first read of
// shared memory. On Linux with membarrier(2), the reader does a plain store and a compiler barrier,
// and the rare writer pays instead, with a process-wide barrier; elsewhere the reader's store is
// sequentially consistent.
#ifndef SCENEWRIGHT_ANNOUNCEMENTS_H
#define SCENEWRIGHT_ANNOUNCEMENTS_H

#include <stdbool.h>
#include <stdint.h>

/// Whether writers issue process-wide barriers, so readers announce with plain stores. Set once by
/// `scenewright_announcements_init`, before any announcement.
extern bool scenewright_asymmetric_fences;

/// Registers the process for expedited membarrier(2) where available. Returns whether it did.
bool scenewright_announcements_init(void);

/// Announces the start of a resolve: visible to writers before any read that follows.
static inline void scenewright_announce_start(uintptr_t *_Nonnull slot, uintptr_t value) {
    if (scenewright_asymmetric_fences) {
        __atomic_store_n(slot, value, __ATOMIC_RELAXED);
        __atomic_signal_fence(__ATOMIC_SEQ_CST);
    } else {
        __atomic_store_n(slot, value, __ATOMIC_SEQ_CST);
    }
}

/// Announces the end of a resolve: every read before it happens before a writer's load of it.
static inline void scenewright_announce_end(uintptr_t *_Nonnull slot, uintptr_t value) {
    __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}

/// A thread's current announcement, read by a writer.
static inline uintptr_t scenewright_announcement(const uintptr_t *_Nonnull slot) {
    return __atomic_load_n(slot, __ATOMIC_SEQ_CST);
}

/// Called by a writer between unpublishing and reading announcements: makes every reader's start
/// announcement that precedes its reads visible (a membarrier, or a full fence).
void scenewright_writer_fence(void);

#endif
