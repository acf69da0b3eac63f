# >>> inputs
# x:float32[3]
# n:int64[]
# flag:bool[]
# <<<
# >>> stderr
# o_rt_loop_param_held.py:24:9: error: cannot write to 'y' in place: it is held by a variable that is None or not depending on run-time values (an ONNX optional holds its value, not the tensor); use .clone() where it is made
#    24 |         y.add_(1.0)
#       |         ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; in the first iteration y is the tensor o holds, so the write
# shows through o. An ONNX optional holds y's value, so the write is refused, in a loop too.
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
