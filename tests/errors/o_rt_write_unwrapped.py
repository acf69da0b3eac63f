# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# o_rt_write_unwrapped.py:21:9: error: cannot write to 'o' in place: it comes from a variable that is None or not depending on run-time values (an ONNX optional holds its value, not the tensor); use .clone() where it is made
#    21 |         o.mul_(3.0)
#       |         ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; the write goes to the tensor the Optional holds. An ONNX optional holds a value, so scriptc refuses the write.
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, flag: bool) -> Tensor:
    o: Optional[Tensor] = None
    if flag:
        o = x * 2.0
    if o is not None:
        o.mul_(3.0)
        return o
    return x
