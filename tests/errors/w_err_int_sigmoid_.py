# >>> inputs
# k:int64[B]
# <<<
# >>> raises
# k = torch.randint(-5, 5, (3,))
# k = torch.randint(-5, 5, (6,))
# <<<
# >>> stderr
# w_err_int_sigmoid_.py:19:5: error: in-place sigmoid_: result type float32 can't be cast to the desired output type int64 of 'k' (PyTorch raises)
#    19 |     k.sigmoid_()
#       |     ^~~~~~~~~~~~
# <<<
# Wrong if `int_tensor.sigmoid_()` (PyTorch raises) compiles.
import torch
from torch import Tensor


def f(k: Tensor) -> Tensor:
    k.sigmoid_()
    return k
