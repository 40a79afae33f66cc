// The Leptonica functions Larder calls, loaded on first use (see LazyLibrary.h).
#include <leptonica/allheaders.h>

#include "LazyLibrary.h"

// Leptonica's functions are looked up through Tesseract's handle, whose dependencies include the
// Leptonica that Tesseract was built with (liblept.so.5 on Debian 12, libleptonica.so.6 later): a
// Pix made here is one Tesseract can read, never one from a second copy of the library.

LAZY_FUNCTION(lazy_tesseract, l_int32, setMsgSeverity, (l_int32 newsev), (newsev))

// Reading
LAZY_FUNCTION(lazy_tesseract, l_ok, findFileFormatBuffer, (const l_uint8 *buf, l_int32 *pformat),
              (buf, pformat))
LAZY_FUNCTION(lazy_tesseract, l_ok, pixReadHeaderMem,
              (const l_uint8 *data, size_t size, l_int32 *pformat, l_int32 *pw, l_int32 *ph,
               l_int32 *pbps, l_int32 *pspp, l_int32 *piscmap),
              (data, size, pformat, pw, ph, pbps, pspp, piscmap))
LAZY_FUNCTION(lazy_tesseract, l_ok, readHeaderMemTiff,
              (const l_uint8 *cdata, size_t size, l_int32 n, l_int32 *pw, l_int32 *ph, l_int32 *pbps,
               l_int32 *pspp, l_int32 *pres, l_int32 *pcmap, l_int32 *pformat),
              (cdata, size, n, pw, ph, pbps, pspp, pres, pcmap, pformat))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixReadMem, (const l_uint8 *data, size_t size), (data, size))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixReadMemTiff, (const l_uint8 *cdata, size_t size, l_int32 n),
              (cdata, size, n))

// Pixels
LAZY_FUNCTION(lazy_tesseract, PIX *, pixCreate, (l_int32 width, l_int32 height, l_int32 depth),
              (width, height, depth))
LAZY_PROCEDURE(lazy_tesseract, pixDestroy, (PIX **ppix), (ppix))
LAZY_FUNCTION(lazy_tesseract, l_int32, pixGetWidth, (const PIX *pix), (pix))
LAZY_FUNCTION(lazy_tesseract, l_int32, pixGetHeight, (const PIX *pix), (pix))
LAZY_FUNCTION(lazy_tesseract, l_int32, pixGetDepth, (const PIX *pix), (pix))
LAZY_FUNCTION(lazy_tesseract, l_int32, pixGetSpp, (const PIX *pix), (pix))
LAZY_FUNCTION(lazy_tesseract, l_int32, pixGetWpl, (const PIX *pix), (pix))
LAZY_FUNCTION(lazy_tesseract, l_uint32 *, pixGetData, (PIX *pix), (pix))
LAZY_FUNCTION(lazy_tesseract, PIXCMAP *, pixGetColormap, (PIX *pix), (pix))
LAZY_FUNCTION(lazy_tesseract, l_ok, pixSetResolution, (PIX *pix, l_int32 xres, l_int32 yres),
              (pix, xres, yres))
LAZY_FUNCTION(lazy_tesseract, l_ok, pixWriteTiff,
              (const char *filename, PIX *pix, l_int32 comptype, const char *modestr),
              (filename, pix, comptype, modestr))

// Conversion and cleaning
LAZY_FUNCTION(lazy_tesseract, PIX *, pixRemoveAlpha, (PIX *pixs), (pixs))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixConvertTo8, (PIX *pixs, l_int32 cmapflag), (pixs, cmapflag))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixConvertRGBToLuminance, (PIX *pixs), (pixs))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixConvertRGBToGrayMinMax, (PIX *pixs, l_int32 type), (pixs, type))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixBackgroundNormSimple, (PIX *pixs, PIX *pixim, PIX *pixg),
              (pixs, pixim, pixg))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixErodeGray, (PIX *pixs, l_int32 hsize, l_int32 vsize),
              (pixs, hsize, vsize))
LAZY_FUNCTION(lazy_tesseract, L_KERNEL *, makeGaussianKernel,
              (l_int32 halfh, l_int32 halfw, l_float32 stdev, l_float32 max), (halfh, halfw, stdev, max))
LAZY_PROCEDURE(lazy_tesseract, kernelDestroy, (L_KERNEL **pkel), (pkel))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixConvolve, (PIX *pixs, L_KERNEL *kel, l_int32 outdepth, l_int32 normflag),
              (pixs, kel, outdepth, normflag))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixThresholdToBinary, (PIX *pixs, l_int32 thresh), (pixs, thresh))
LAZY_FUNCTION(lazy_tesseract, l_ok, pixOtsuAdaptiveThreshold,
              (PIX *pixs, l_int32 sx, l_int32 sy, l_int32 smoothx, l_int32 smoothy,
               l_float32 scorefract, PIX **ppixth, PIX **ppixd),
              (pixs, sx, sy, smoothx, smoothy, scorefract, ppixth, ppixd))
LAZY_FUNCTION(lazy_tesseract, l_ok, pixSauvolaBinarizeTiled,
              (PIX *pixs, l_int32 whsize, l_float32 factor, l_int32 nx, l_int32 ny, PIX **ppixth,
               PIX **ppixd),
              (pixs, whsize, factor, nx, ny, ppixth, ppixd))

// Geometry
LAZY_FUNCTION(lazy_tesseract, PIX *, pixScale, (PIX *pixs, l_float32 scalex, l_float32 scaley),
              (pixs, scalex, scaley))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixScaleAreaMap, (PIX *pix, l_float32 scalex, l_float32 scaley),
              (pix, scalex, scaley))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixRotateOrth, (PIX *pixs, l_int32 quads), (pixs, quads))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixRotate,
              (PIX *pixs, l_float32 angle, l_int32 type, l_int32 incolor, l_int32 width,
               l_int32 height),
              (pixs, angle, type, incolor, width, height))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixFlipLR, (PIX *pixd, PIX *pixs), (pixd, pixs))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixFlipTB, (PIX *pixd, PIX *pixs), (pixd, pixs))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixFindSkewAndDeskew,
              (PIX *pixs, l_int32 redsearch, l_float32 *pangle, l_float32 *pconf),
              (pixs, redsearch, pangle, pconf))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixProjectiveSampledPta,
              (PIX *pixs, PTA *ptad, PTA *ptas, l_int32 incolor), (pixs, ptad, ptas, incolor))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixClipRectangle, (PIX *pixs, BOX *box, BOX **pboxc),
              (pixs, box, pboxc))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixAddBorder, (PIX *pixs, l_int32 npix, l_uint32 val),
              (pixs, npix, val))
LAZY_FUNCTION(lazy_tesseract, PIX *, pixAddBorderGeneral,
              (PIX *pixs, l_int32 left, l_int32 right, l_int32 top, l_int32 bot, l_uint32 val),
              (pixs, left, right, top, bot, val))
LAZY_FUNCTION(lazy_tesseract, BOXA *, pixConnCompBB, (PIX *pixs, l_int32 connectivity),
              (pixs, connectivity))

// Boxes and points
LAZY_FUNCTION(lazy_tesseract, BOX *, boxCreate, (l_int32 x, l_int32 y, l_int32 w, l_int32 h), (x, y, w, h))
LAZY_PROCEDURE(lazy_tesseract, boxDestroy, (BOX **pbox), (pbox))
LAZY_PROCEDURE(lazy_tesseract, boxaDestroy, (BOXA **pboxa), (pboxa))
LAZY_FUNCTION(lazy_tesseract, l_int32, boxaGetCount, (BOXA *boxa), (boxa))
LAZY_FUNCTION(lazy_tesseract, l_ok, boxaGetBoxGeometry,
              (BOXA *boxa, l_int32 index, l_int32 *px, l_int32 *py, l_int32 *pw, l_int32 *ph),
              (boxa, index, px, py, pw, ph))
LAZY_FUNCTION(lazy_tesseract, PTA *, ptaCreate, (l_int32 n), (n))
LAZY_PROCEDURE(lazy_tesseract, ptaDestroy, (PTA **ppta), (ppta))
LAZY_FUNCTION(lazy_tesseract, l_ok, ptaAddPt, (PTA *pta, l_float32 x, l_float32 y), (pta, x, y))
