// Tesseract's C API, loaded on first use (see LazyLibrary.h).
#include <tesseract/capi.h>

#include "LazyLibrary.h"

static const char *const names[] = {"libtesseract.so.5", "libtesseract.so", NULL};
LazyLibrary lazy_tesseract = {names, "libtesseract5", NULL};

LAZY_FUNCTION(lazy_tesseract, const char *, TessVersion, (void), ())
LAZY_FUNCTION(lazy_tesseract, TessBaseAPI *, TessBaseAPICreate, (void), ())
LAZY_PROCEDURE(lazy_tesseract, TessBaseAPIDelete, (TessBaseAPI *handle), (handle))
LAZY_PROCEDURE(lazy_tesseract, TessBaseAPIEnd, (TessBaseAPI *handle), (handle))
LAZY_PROCEDURE(lazy_tesseract, TessBaseAPIClear, (TessBaseAPI *handle), (handle))
LAZY_PROCEDURE(lazy_tesseract, TessBaseAPIClearAdaptiveClassifier, (TessBaseAPI *handle), (handle))
LAZY_FUNCTION(lazy_tesseract, int, TessBaseAPIInit4,
              (TessBaseAPI *handle, const char *datapath, const char *language, TessOcrEngineMode mode,
               char **configs, int configs_size, char **vars_vec, char **vars_values,
               size_t vars_vec_size, BOOL set_only_non_debug_params),
              (handle, datapath, language, mode, configs, configs_size, vars_vec, vars_values,
               vars_vec_size, set_only_non_debug_params))
LAZY_FUNCTION(lazy_tesseract, int, TessBaseAPIInit5,
              (TessBaseAPI *handle, const char *data, int data_size, const char *language, TessOcrEngineMode mode,
               char **configs, int configs_size, char **vars_vec, char **vars_values,
               size_t vars_vec_size, BOOL set_only_non_debug_params),
              (handle, data, data_size, language, mode, configs, configs_size, vars_vec, vars_values,
               vars_vec_size, set_only_non_debug_params))
LAZY_FUNCTION(lazy_tesseract, BOOL, TessBaseAPISetVariable,
              (TessBaseAPI *handle, const char *name, const char *value), (handle, name, value))
LAZY_PROCEDURE(lazy_tesseract, TessBaseAPISetPageSegMode, (TessBaseAPI *handle, TessPageSegMode mode),
               (handle, mode))
LAZY_FUNCTION(lazy_tesseract, TessPageSegMode, TessBaseAPIGetPageSegMode, (const TessBaseAPI *handle),
              (handle))
LAZY_PROCEDURE(lazy_tesseract, TessBaseAPISetImage2, (TessBaseAPI *handle, struct Pix *pix), (handle, pix))
LAZY_FUNCTION(lazy_tesseract, int, TessBaseAPIRecognize, (TessBaseAPI *handle, ETEXT_DESC *monitor),
              (handle, monitor))
LAZY_FUNCTION(lazy_tesseract, char *, TessBaseAPIGetUTF8Text, (TessBaseAPI *handle), (handle))
LAZY_FUNCTION(lazy_tesseract, int, TessBaseAPIMeanTextConf, (TessBaseAPI *handle), (handle))
LAZY_FUNCTION(lazy_tesseract, TessResultIterator *, TessBaseAPIGetIterator, (TessBaseAPI *handle), (handle))
LAZY_PROCEDURE(lazy_tesseract, TessDeleteText, (const char *text), (text))

LAZY_FUNCTION(lazy_tesseract, ETEXT_DESC *, TessMonitorCreate, (void), ())
LAZY_PROCEDURE(lazy_tesseract, TessMonitorDelete, (ETEXT_DESC *monitor), (monitor))
LAZY_PROCEDURE(lazy_tesseract, TessMonitorSetCancelFunc, (ETEXT_DESC *monitor, TessCancelFunc cancelFunc),
               (monitor, cancelFunc))
LAZY_PROCEDURE(lazy_tesseract, TessMonitorSetCancelThis, (ETEXT_DESC *monitor, void *cancelThis),
               (monitor, cancelThis))

LAZY_FUNCTION(lazy_tesseract, BOOL, TessPageIteratorBoundingBox,
              (const TessPageIterator *handle, TessPageIteratorLevel level, int *left, int *top,
               int *right, int *bottom),
              (handle, level, left, top, right, bottom))
LAZY_FUNCTION(lazy_tesseract, BOOL, TessPageIteratorIsAtBeginningOf,
              (const TessPageIterator *handle, TessPageIteratorLevel level), (handle, level))
LAZY_FUNCTION(lazy_tesseract, float, TessResultIteratorConfidence,
              (const TessResultIterator *handle, TessPageIteratorLevel level), (handle, level))
LAZY_PROCEDURE(lazy_tesseract, TessResultIteratorDelete, (TessResultIterator *handle), (handle))
LAZY_FUNCTION(lazy_tesseract, TessPageIterator *, TessResultIteratorGetPageIterator,
              (TessResultIterator *handle), (handle))
LAZY_FUNCTION(lazy_tesseract, char *, TessResultIteratorGetUTF8Text,
              (const TessResultIterator *handle, TessPageIteratorLevel level), (handle, level))
LAZY_FUNCTION(lazy_tesseract, BOOL, TessResultIteratorNext,
              (TessResultIterator *handle, TessPageIteratorLevel level), (handle, level))
