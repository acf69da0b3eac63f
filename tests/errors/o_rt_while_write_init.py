# >>> inputs
# x:float32[2]
# n:int64[]
# <<<
# >>> stderr
# o_rt_while_write_init.py:26:9: error: cannot write to 'x' in place: it is held by a variable that is None or not depending on run-time values (an ONNX optional holds its value, not the tensor); use .clone() where it is made
#    26 |         x.add_(1.0)
#       |         ^~~~~~~~~~~
# o_rt_while_write_init.py:27:9: warning: 'assert' cannot be checked in ONNX: the model computes only the paths where it holds
#    27 |         assert node is not None
#       |         ^~~~~~~~~~~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; in the first iteration node is x, so the write to x shows
# through node. The loop carries node as an ONNX optional holding x's value, so the write is
# refused.
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, n: int) -> Tensor:
    node: Optional[Tensor] = x
    acc = torch.zeros_like(x)
    i = 0
    while node is not None:
        x.add_(1.0)
        assert node is not None
        acc = acc + node
        i += 1
        node = None if i >= n else node * 0.5
    return acc
