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

/// UAX #14 line-break classes as ICU's data assigns them, for the classes that
/// `CommonLineBreaks` handles without the iterator; every other class is `OAL_LB_OTHER`.
enum {
    OAL_LB_OTHER = 0, OAL_LB_AL, OAL_LB_NU, OAL_LB_SP, OAL_LB_IS, OAL_LB_EX, OAL_LB_QU, OAL_LB_HY, OAL_LB_SY,
    OAL_LB_BA, OAL_LB_ID, OAL_LB_CL, OAL_LB_CP, OAL_LB_OP, OAL_LB_NS, OAL_LB_IN, OAL_LB_B2, OAL_LB_EB, OAL_LB_EM,
    OAL_LB_CM, OAL_LB_ZWJ, OAL_LB_RI
};

/// The line-break class of `scalar` in ICU's Unicode data (one of the `OAL_LB_` values).
int32_t oal_line_break_class(uint32_t scalar);

/// The major version of the ICU library in use (72 for ICU 72.1).
int32_t oal_icu_major_version(void);

/// 1 when `scalar`'s East Asian Width is F, W or H (which UAX #14's LB30 excludes), else 0.
int32_t oal_is_east_asian_wide(uint32_t scalar);

#ifdef __cplusplus
}
#endif

#endif
