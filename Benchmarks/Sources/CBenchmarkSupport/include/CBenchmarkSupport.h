// The thread-local slot and the announcement stores of `MinimalContainer` (BenchmarkCases), the
// same C primitives Scenewright's container uses, so that the floor it measures is comparable.
#ifndef C_BENCHMARK_SUPPORT_H
#define C_BENCHMARK_SUPPORT_H

#include <stdint.h>

#if defined(__linux__) && defined(__ELF__)
#define BENCHMARK_TLS_MODEL __attribute__((tls_model("initial-exec")))
#else
#define BENCHMARK_TLS_MODEL
#endif

extern _Thread_local void *_Nullable benchmark_thread_state_slot BENCHMARK_TLS_MODEL;

static inline void *_Nullable benchmark_thread_state(void) { return benchmark_thread_state_slot; }

static inline void benchmark_set_thread_state(void *_Nullable state) { benchmark_thread_state_slot = state; }

static inline void benchmark_announce_start(uintptr_t *_Nonnull slot, uintptr_t value) {
    __atomic_store_n(slot, value, __ATOMIC_RELAXED);
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
}

static inline void benchmark_announce_end(uintptr_t *_Nonnull slot, uintptr_t value) {
    __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}

#endif
