# >>> stderr
# unsupported_raise.py:12:9: error: 'raise' is not supported: ONNX has no way to raise an error
#    12 |         raise ValueError("need 2-d")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if x.dim() != 2:
        raise ValueError("need 2-d")
    return x
