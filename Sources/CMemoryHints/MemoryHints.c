// CMemoryHints is its header's inline functions; SwiftPM builds a C target from at least one
// source file, so this one is empty.
#include "CMemoryHints.h"
