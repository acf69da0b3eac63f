# >>> inputs
# x:float32[2]
# n:int64[]
# <<<
# >>> stderr
# o_rt_while_write_init.py:27:9: warning: 'assert' cannot be checked in ONNX: the model computes only the paths where it holds
#    27 |         assert node is not None
#       |         ^~~~~~~~~~~~~~~~~~~~~~~
# o_rt_while_write_init.py:28:21: error: 'node' may share its memory with a tensor that was written in place since it was made (it comes from a variable that is None or not depending on run-time values, an ONNX optional, which holds the value the tensor had when it was assigned), so its value cannot be known here; use .clone() where it is made
#    28 |         acc = acc + node
#       |                     ^~~~
# <<<
# torch.jit.script: accepts it; in the first iteration node is x, so the write to x shows
# through node. The loop carries node as an ONNX optional holding x's value, so the read of node
# after the write is refused.
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
