# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# l_wb_followed_loop_inserts.py:21:9: error: this in-place write cannot be put into the list the loop carries, which the loop changes otherwise too (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors); write the tensor before or after the loop
#    21 |         x.add_(1.0)
#       |         ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; x at position 0 is written in a loop that also inserts at the
# front: the position moves each run, so the write cannot be followed into the list.
import torch
from torch import Tensor
from typing import Dict, List, Tuple

def f(x: Tensor, n: int) -> Tensor:
    xs: List[Tensor] = [x]
    for i in range(n):
        xs.append(x * float(i))
    for i in range(n):
        x.add_(1.0)
        xs.insert(0, x * 3.0)
    return torch.stack(xs)
