# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# l_wb_loop_puts_element_twice.py:21:9: error: this in-place write to a tensor read out of a list cannot be put back into the list the loop carries: the loop also changes the list in a way that may put one tensor at two positions in it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors); write to a .clone() and assign it back (xs[i] = t)
#    21 |         t.add_(1.0)
#       |         ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; each run appends the tensor at position 1 again, so a later
# run's xs[0] may be one tensor at several positions: the write cannot be put back.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> Tensor:
    xs: List[Tensor] = [x + 1.0, x + 2.0]
    for i in range(n):
        t = xs[0]
        t.add_(1.0)
        xs.append(xs[1])
    return torch.stack(xs)
