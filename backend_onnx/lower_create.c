/* Lowering of create operators (stubs: to be written). */
#include "backend.h"

int
lower_create(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}

int
lower_arange(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "not lowered yet");
}
