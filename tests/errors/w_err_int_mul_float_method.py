# >>> inputs
# k:int64[B,2]
# <<<
# >>> raises
# k = torch.randint(-5, 5, (3, 2))
# k = torch.randint(-5, 5, (6, 2))
# <<<
# >>> stderr
# w_err_int_mul_float_method.py:19:5: error: in-place mul_: result type float32 can't be cast to the desired output type int64 of 'k' (PyTorch raises)
#    19 |     k.mul_(0.5)
#       |     ^~~~~~~~~~~
# <<<
# Wrong if `int_tensor.mul_(0.5)` (PyTorch raises) compiles.
import torch
from torch import Tensor


def f(k: Tensor) -> Tensor:
    k.mul_(0.5)
    return k
