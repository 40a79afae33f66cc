#ifndef LARDER_CZBAR_SHIM_H
#define LARDER_CZBAR_SHIM_H

// ZBar's C API, exactly as installed by `libzbar-dev`. Nothing is wrapped here.
#include <zbar.h>

#endif
