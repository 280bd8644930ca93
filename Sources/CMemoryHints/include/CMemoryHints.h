#ifndef C_MEMORY_HINTS_H
#define C_MEMORY_HINTS_H

/// Asks the processor to bring the cache line holding `address` closer, for reading soon, and
/// goes on at once: unlike a load, a prefetch never waits for the line, so a loop of them keeps
/// many misses in flight. Only a hint (any address is allowed, an invalid one is ignored): it
/// changes when memory arrives, never a value. Swift has no prefetch of its own.
static inline void oal_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
