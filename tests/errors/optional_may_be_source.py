# >>> inputs
# x:float32[3]
# n:int64[]
# flag:bool[]
# <<<
# >>> stderr
# optional_may_be_source.py:32:12: error: 'o' may share its memory with a tensor that was written in place since it was made (it comes from a variable that is None or not depending on run-time values, an ONNX optional, which holds the value the tensor had when it was assigned), so its value cannot be known here; use .clone() where it is made
#    32 |     return o
#       |            ^
# <<<
# >>> options
# --opset 17
# <<<
# torch.jit.script: accepts it; when the loop runs 0 times p is x, and so is the optional's
# value when flag is true: the write to x shows in what the optional holds. An ONNX optional
# holds a value, so the read of o after the write is refused (only p's own memory was marked before).
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, n: int, flag: bool) -> Tensor:
    p = x
    for i in range(n):
        p = p * 2.0
    o: Optional[Tensor] = None
    if flag:
        o = p
    x += 1.0
    if o is None:
        return x
    return o
