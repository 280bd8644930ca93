#ifndef OAL_CLINEBREAKING_H
#define OAL_CLINEBREAKING_H

// A thin wrapper over ICU's line-break iterator (UAX #14). This header deliberately includes no
// ICU header: Foundation bundles its own ICU, and importing the system's <unicode/*> headers into
// a Swift module that also sees Foundation clashes; ICU's version-suffixed function names are
// macros that Swift cannot call either.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU line-break iterator. Not thread-safe: one per thread (clone the template).
typedef struct OALLineBreaker OALLineBreaker;

/// A new iterator for the root locale, or NULL when ICU cannot make one.
OALLineBreaker *_Nullable oal_line_breaker_create(void);

/// An independent copy of `breaker` (cheaper than `oal_line_breaker_create`), or NULL.
OALLineBreaker *_Nullable oal_line_breaker_clone(const OALLineBreaker *_Nonnull breaker);

void oal_line_breaker_destroy(OALLineBreaker *_Nullable breaker);

/// Points the iterator at UTF-16 `text` (not copied: it must outlive the iteration).
/// Returns 0 on success.
int32_t oal_line_breaker_set_text(OALLineBreaker *_Nonnull breaker, const uint16_t *_Nonnull text, int32_t length);

/// The next break opportunity after the current position, in UTF-16 offsets; -1 past the end.
/// `*is_hard` is set to 1 for a mandatory break (after a hard line break character), 0 otherwise.
int32_t oal_line_breaker_next(OALLineBreaker *_Nonnull breaker, int32_t *_Nonnull is_hard);

#ifdef __cplusplus
}
#endif

#endif
