#include "CLineBreaking.h"

#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uversion.h>

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

int32_t oal_line_break_class(uint32_t scalar) {
    switch ((ULineBreak)u_getIntPropertyValue((UChar32)scalar, UCHAR_LINE_BREAK)) {
    case U_LB_ALPHABETIC: return OAL_LB_AL;
    case U_LB_NUMERIC: return OAL_LB_NU;
    case U_LB_SPACE: return OAL_LB_SP;
    case U_LB_INFIX_NUMERIC: return OAL_LB_IS;
    case U_LB_EXCLAMATION: return OAL_LB_EX;
    case U_LB_QUOTATION: return OAL_LB_QU;
    case U_LB_HYPHEN: return OAL_LB_HY;
    case U_LB_BREAK_SYMBOLS: return OAL_LB_SY;
    case U_LB_BREAK_AFTER: return OAL_LB_BA;
    case U_LB_IDEOGRAPHIC: return OAL_LB_ID;
    case U_LB_CLOSE_PUNCTUATION: return OAL_LB_CL;
    case U_LB_CLOSE_PARENTHESIS: return OAL_LB_CP;
    case U_LB_OPEN_PUNCTUATION: return OAL_LB_OP;
    case U_LB_NONSTARTER: return OAL_LB_NS;
    case U_LB_INSEPARABLE: return OAL_LB_IN;
    case U_LB_BREAK_BOTH: return OAL_LB_B2;
    case U_LB_E_BASE: return OAL_LB_EB;
    case U_LB_E_MODIFIER: return OAL_LB_EM;
    case U_LB_COMBINING_MARK: return OAL_LB_CM;
    case U_LB_ZWJ: return OAL_LB_ZWJ;
    case U_LB_REGIONAL_INDICATOR: return OAL_LB_RI;
    default: return OAL_LB_OTHER;
    }
}

int32_t oal_is_east_asian_wide(uint32_t scalar) {
    int32_t width = u_getIntPropertyValue((UChar32)scalar, UCHAR_EAST_ASIAN_WIDTH);
    return (width == U_EA_FULLWIDTH || width == U_EA_WIDE || width == U_EA_HALFWIDTH) ? 1 : 0;
}

int32_t oal_icu_major_version(void) {
    UVersionInfo version;
    u_getVersion(version);
    return version[0];
}
