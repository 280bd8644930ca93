#include "CLineBreaking.h"

#include <unicode/ubrk.h>

// The opaque handle is ICU's own iterator; the struct name only hides ICU's type from Swift.
struct OALLineBreaker;

static UBreakIterator *iterator(const OALLineBreaker *breaker) {
    return (UBreakIterator *)breaker;
}

OALLineBreaker *oal_line_breaker_create(void) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *created = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
    if (U_FAILURE(status)) {
        ubrk_close(created);
        return NULL;
    }
    return (OALLineBreaker *)created;
}

OALLineBreaker *oal_line_breaker_clone(const OALLineBreaker *breaker) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *copy = ubrk_clone(iterator(breaker), &status);
    if (U_FAILURE(status)) {
        ubrk_close(copy);
        return NULL;
    }
    return (OALLineBreaker *)copy;
}

void oal_line_breaker_destroy(OALLineBreaker *breaker) {
    if (breaker != NULL) {
        ubrk_close(iterator(breaker));
    }
}

int32_t oal_line_breaker_set_text(OALLineBreaker *breaker, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator(breaker), (const UChar *)text, length, &status);
    return U_FAILURE(status) ? -1 : 0;
}

int32_t oal_line_breaker_next(OALLineBreaker *breaker, int32_t *is_hard) {
    int32_t boundary = ubrk_next(iterator(breaker));
    if (boundary == UBRK_DONE) {
        *is_hard = 0;
        return -1;
    }
    int32_t status = ubrk_getRuleStatus(iterator(breaker));
    *is_hard = (status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
    return boundary;
}
