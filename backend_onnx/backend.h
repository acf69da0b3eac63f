/* backend.h: everything backend_onnx/ provides — lowering of aten::/prim:: IR to the onnx
 * dialect (one onnx:: node per ONNX operator, If/Loop blocks kept), and emission of a graph
 * in that dialect as an ONNX ModelProto through protobuf-c and ONNX's own onnx.proto. */
#ifndef SCRIPTC_BACKEND_H
#define SCRIPTC_BACKEND_H

#include "../ir/ir.h"

/* emit.c */
typedef struct {
	const char *path;                /* output file; written to a temp file beside it, renamed */
	int opset;                       /* default-domain opset, 11..21; picks ir_version */
	const char *graph_name;          /* GraphProto.name; NULL gives "main_graph" */
	const char *const *output_names; /* top results' names; NULL, or a NULL entry: the value's */
} EmitOpts;
int onnx_emit(Graph *g, const EmitOpts *o, Diag *d); /* 0, or -1 after a diagnostic; no file left */

#endif
