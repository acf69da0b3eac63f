# >>> inputs
# k:int64[B]
# <<<
# >>> raises
# k = torch.randint(-5, 5, (3,))
# k = torch.randint(-5, 5, (6,))
# <<<
# >>> stderr
# w_err_int_div_assign.py:19:7: error: in-place /=: result type float32 can't be cast to the desired output type int64 of 'k' (PyTorch raises)
#    19 |     k /= 2
#       |       ^~
# <<<
# Wrong if `int_tensor /= 2` (true division gives float; PyTorch raises in place) compiles.
import torch
from torch import Tensor


def f(k: Tensor) -> Tensor:
    k /= 2
    return k
