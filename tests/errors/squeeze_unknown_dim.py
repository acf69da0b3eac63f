# >>> inputs
# x:float32[batch,3]
# <<<
# >>> stderr
# squeeze_unknown_dim.py:14:12: error: this result is returned (graph output 'output0') but its rank is known only at run time, and ONNX requires graph outputs to have one
#    14 |     return x.squeeze(0)
#       |            ^~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x.squeeze(0)
