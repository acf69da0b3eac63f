# >>> inputs
# x:float32[3]
# flag:bool[]
# <<<
# >>> stderr
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
