# >>> inputs
# x:float32[batch,3]
# <<<
# >>> stderr
# squeeze_unknown_rank_output.py:15:14: error: this result is returned (graph output 'output0') but its rank is known only at run time, and ONNX requires graph outputs to have one
#    15 |     return y + 1.0
#       |              ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x.squeeze(0)
    return y + 1.0
