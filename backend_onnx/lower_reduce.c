/* Lowering of reduce operators (stubs: to be written). */
#include "backend.h"

int
lower_reduce(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_cumsum(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_softmax(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_topk(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_sort(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}
