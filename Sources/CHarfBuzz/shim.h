// HarfBuzz's shaping API and its OpenType layout queries (scripts, features, lookups).
#include <hb.h>
#include <hb-ot.h>
