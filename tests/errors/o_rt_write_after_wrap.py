# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# o_rt_write_after_wrap.py:21:5: error: cannot write to 'y' in place: it is held by a variable that is None or not depending on run-time values (an ONNX optional holds its value, not the tensor); use .clone() where it is made
#    21 |     y.add_(1.0)
#       |     ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; o is y itself, so the write shows through o. An ONNX optional holds y's value, so scriptc refuses the write instead of returning the old value.
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, flag: bool) -> Tensor:
    y = x * 1.0
    o: Optional[Tensor] = None
    if flag:
        o = y
    y.add_(1.0)
    if o is not None:
        return o
    return y
