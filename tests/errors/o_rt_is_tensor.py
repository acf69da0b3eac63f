# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# o_rt_is_tensor.py:20:12: error: 'is' on a value that is None or not depending on run-time values is only supported against None
#    20 |     return o is x
#       |            ^~~~~~
# <<<
# torch.jit.script: accepts it (identity of two tensors); ONNX has no tensor identity, so scriptc refuses it.
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, flag: bool) -> bool:
    o: Optional[Tensor] = None
    if flag:
        o = x
    return o is x
