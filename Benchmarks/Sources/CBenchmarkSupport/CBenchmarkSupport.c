#include "CBenchmarkSupport.h"

_Thread_local void *benchmark_thread_state_slot BENCHMARK_TLS_MODEL = 0;
