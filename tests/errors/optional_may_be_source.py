# >>> inputs
# x:float32[3]
# n:int64[]
# flag:bool[]
# <<<
# >>> stderr
# optional_may_be_source.py:29:7: error: cannot write to 'x' in place: it is held by a variable that is None or not depending on run-time values (an ONNX optional holds its value, not the tensor); use .clone() where it is made
#    29 |     x += 1.0
#       |       ^~
# <<<
# >>> options
# --opset 17
# <<<
# torch.jit.script: accepts it; when the loop runs 0 times p is x, and so is the optional's
# value when flag is true: the write to x shows in what the optional holds. An ONNX optional
# holds a value, so the write is refused (only p's own memory was marked before).
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
