# >>> stderr
# type_loop_dtype_change.py:14:12: error: 'y' is float32 before the loop at line 12 and int64 after a run of it; ONNX Loop carries one dtype, int64 here, and this use depends on which it has (only one that computes in int64 either way, such as a conversion to it, does not)
#    14 |     return y
#       |            ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    y = torch.zeros(3)
    for i in range(n):
        y = y.to(torch.int64)
    return y
