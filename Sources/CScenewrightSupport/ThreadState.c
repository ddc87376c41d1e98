#include "ScenewrightThreadState.h"

static _Thread_local void *state;

void *scenewright_thread_state(void) { return state; }

void scenewright_set_thread_state(void *state_) { state = state_; }
