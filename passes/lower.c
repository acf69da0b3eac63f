/* The lowering pass: hands the graph to backend_onnx (onnx_lower), which rewrites every
 * aten::/prim:: node into the onnx dialect. */
#include "passes.h"
#include "../backend_onnx/backend.h"

int
pass_lower(Pass *p)
{
	p->changed = 1;
	return onnx_lower(p->g, p->opset, p->poolnan, p->d);
}
