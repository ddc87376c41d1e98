#include "ScenewrightAnnouncements.h"

#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

bool scenewright_asymmetric_fences = false;

bool scenewright_announcements_init(void) {
#if defined(__linux__) && defined(__NR_membarrier)
    if (syscall(__NR_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0) {
        __atomic_store_n(&scenewright_asymmetric_fences, true, __ATOMIC_SEQ_CST);
        return true;
    }
#endif
    return false;
}

void scenewright_writer_fence(void) {
#if defined(__linux__) && defined(__NR_membarrier)
    if (__atomic_load_n(&scenewright_asymmetric_fences, __ATOMIC_RELAXED)) {
        if (syscall(__NR_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0) == 0) return;
    }
#endif
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}
