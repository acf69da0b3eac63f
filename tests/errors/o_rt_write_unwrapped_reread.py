# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
# o_rt_write_unwrapped_reread.py:30:8: error: this Optional holds the value a tensor had before an in-place write to it (a variable that is None or not depending on run-time values is an ONNX optional, which holds a value, not the tensor), so it cannot be read here; assign it a .clone(), or write the tensor before it is assigned
#    30 |     if o is not None:
#       |        ^~~~~~~~~~~~~
# o_rt_write_unwrapped_reread.py:28:9: note: the tensor is written here
#    28 |         o.mul_(3.0)
#       |         ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; the write goes to the tensor the Optional holds, so the second
# `o is not None` gives the written tensor. An ONNX optional holds a value: the write leaves
# it stale, and the read after it is refused (scriptc returned the old value while it did not
# check this).
import torch
from torch import Tensor
from typing import Optional, Tuple


def f(x: Tensor, flag: bool) -> Tuple[Tensor, Tensor]:
    o: Optional[Tensor] = None
    if flag:
        o = x * 2.0
    y = x
    if o is not None:
        o.mul_(3.0)
        y = o + 1.0
    if o is not None:
        return o, y
    return x, y
