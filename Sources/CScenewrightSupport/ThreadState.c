#include "ScenewrightThreadState.h"

_Thread_local void *scenewright_thread_state_slot SCENEWRIGHT_TLS_MODEL = 0;
