// OpenBLAS's C interface. Kept behind this shim so the module map names one header.
#include <cblas.h>
