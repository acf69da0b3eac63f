/* Products ONNX has no one operator for (F_EXPAND rows of ops.def, handed here by
 * build_multi.c), built from other rows with PyTorch 1.13's semantics. */
#include <string.h>
#include "builder.h"

SV *
products_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	(void)b, (void)arg, (void)loc;
	switch (op_row(o)) {
	default: return NULL;
	}
}
