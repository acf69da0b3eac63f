# Caught by tests/gen (seed 164, --features straight,if,for,while,views,subscript,mixed-dtypes,
# augassign,inplace), minimized.
# Differed before tensors had an identity: scriptc crashes (UBSan: member access within null pointer, frontend/alias.c:58,
# isview <- neighbours <- b_aliased <- augassign) instead of reporting its errors. x1.t_() is
# refused, so scriptc keeps x1 as [4, 3]; the write in the then branch then fails to
# broadcast, and the augmented assignment to x1 in the else branch reaches the alias check
# with a value that has no type. The same crash without t_: `if n == 3: x1 -= y` where y does
# not broadcast, `else: x1 += 3`.
# >>> inputs
# x0:float32[B,4]
# x1:int64[4,3]
# n:int64[]
# <<<
# >>> sets
# x0 = torch.randn(5, 4); x1 = torch.randint(-3, 4, (4, 3)); n = 0
# x0 = torch.randn(6, 4); x1 = torch.randint(-3, 4, (4, 3)); n = 1
# x0 = torch.randn(7, 4); x1 = torch.randint(-3, 4, (4, 3)); n = 3
# <<<
import torch
from torch import Tensor


def f(x0: Tensor, x1: Tensor, n: int) -> Tensor:
    x1.t_()
    if n == 3:
        for i in range(n):
            x1 -= torch.ones([3, x0.size(0), 4], dtype=torch.int64).amax(1)
    else:
        x1 += 3
    return x1
