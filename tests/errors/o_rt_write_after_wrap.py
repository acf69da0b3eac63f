# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# o_rt_write_after_wrap.py:23:16: error: 'o' may share its memory with a tensor that was written in place since it was made (it comes from a variable that is None or not depending on run-time values, an ONNX optional, which holds the value the tensor had when it was assigned), so its value cannot be known here; use .clone() where it is made
#    23 |         return o
#       |                ^
# <<<
# torch.jit.script: accepts it; o is y itself, so the write shows through o. An ONNX optional holds y's value, so the read of o after the write is refused instead of returning the old value.
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
