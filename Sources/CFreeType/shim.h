// FreeType's public API, as its documentation asks: through ft2build.h and the macro headers.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
