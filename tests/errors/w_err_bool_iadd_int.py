# >>> inputs
# m:bool[B]
# <<<
# >>> raises
# m = torch.rand(3) > 0.5
# m = torch.rand(6) > 0.5
# <<<
# >>> stderr
# w_err_bool_iadd_int.py:19:7: error: in-place +=: result type int64 can't be cast to the desired output type bool of 'm' (PyTorch raises)
#    19 |     m += 1
#       |       ^~
# <<<
# Wrong if `bool_tensor += 1` (PyTorch raises: Long can't be cast to Bool) compiles.
import torch
from torch import Tensor


def f(m: Tensor) -> Tensor:
    m += 1
    return m
