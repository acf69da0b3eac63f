# >>> inputs
# k:int64[B]
# <<<
# >>> raises
# k = torch.randint(-5, 5, (3,))
# k = torch.randint(-5, 5, (6,))
# <<<
# >>> stderr
# w_err_int_iadd_float.py:19:7: error: in-place +=: result type float32 can't be cast to the desired output type int64 of 'k' (PyTorch raises)
#    19 |     k += 1.5
#       |       ^~
# <<<
# Wrong if `int_tensor += 1.5` (PyTorch raises: Float can't be cast to Long) compiles to a float or truncated result.
import torch
from torch import Tensor


def f(k: Tensor) -> Tensor:
    k += 1.5
    return k
