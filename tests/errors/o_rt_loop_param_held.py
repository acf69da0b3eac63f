# >>> inputs
# x:float32[3]
# n:int64[]
# flag:bool[]
# <<<
# >>> stderr
# o_rt_loop_param_held.py:27:16: error: 'o' may share its memory with a tensor that was written in place since it was made (it comes from a variable that is None or not depending on run-time values, an ONNX optional, which holds the value the tensor had when it was assigned), so its value cannot be known here; use .clone() where it is made
#    27 |         return o, y
#       |                ^
# <<<
# torch.jit.script: accepts it; in the first iteration y is the tensor o holds, so the write
# shows through o. An ONNX optional holds y's value, so the read of o after the write is refused, in a loop too.
import torch
from torch import Tensor
from typing import Optional, Tuple


def f(x: Tensor, n: int, flag: bool) -> Tuple[Tensor, Tensor]:
    y = x * 1.0
    o: Optional[Tensor] = None
    if flag:
        o = y
    for i in range(n):
        y.add_(1.0)
        y = y * 2.0
    if o is not None:
        return o, y
    return x, y
