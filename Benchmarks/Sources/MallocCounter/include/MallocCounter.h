#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) made so far by
/// the process; 0 forever where interposition is not supported.
long malloc_counter_total(void);

#endif
