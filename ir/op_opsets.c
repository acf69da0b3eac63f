/* The ONNX opsets each row of ops.def compiles at, as measured by ir/gen_op_opsets.py on the
 * compiler itself (op_opsets.def, generated; the meson test op-opsets regenerates it and
 * fails on a difference): --list-ops prints it as a column ("11-21", "16-21").  Measured
 * rather than declared beside each row, because what decides it is spread over the
 * lowerings' branches on lw->opset and lower_old.c's rewrites below 13. */
#include <string.h>
#include "ir.h"

static const struct {
	const char *kind, *schema;
	uint16_t mask; /* bit v-11: opset v */
} measured[] = {
#define OPSETS(k, s, m) {k, s, m},
#include "op_opsets.def"
#undef OPSETS
};

/* "11-21", "11-15, 17-21"; "" if o's row was not measured (no example compiles) */
const char *
op_opsets(Arena *a, const Op *o)
{
	const char *kind = sym_str(o->kind), *s = "";
	for (size_t i = 0; i < sizeof measured / sizeof measured[0]; i++) {
		if (strcmp(measured[i].kind, kind) || strcmp(measured[i].schema, o->schema))
			continue;
		for (int v = 11; v <= 21; v++) {
			if (!(measured[i].mask >> (v - 11) & 1) || (v > 11 &&
			    measured[i].mask >> (v - 12) & 1))
				continue;
			int e = v;
			while (e < 21 && measured[i].mask >> (e + 1 - 11) & 1)
				e++;
			s = e > v ? arena_printf(a, "%s%s%d-%d", s, *s ? ", " : "", v, e) :
				arena_printf(a, "%s%s%d", s, *s ? ", " : "", v);
		}
		break;
	}
	return s;
}
