/* Lowering of shape operators (stubs: to be written). */
#include "backend.h"

int
lower_matmul(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_addmm(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_reshape(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_flatten(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_squeeze(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_unsqueeze(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_transpose(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_identity(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_expand(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_repeat(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_cat(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_slice(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_select(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_size(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}
