# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# l_wb_helper_in_loop_call.py:17:5: error: this in-place write to a tensor read out of a list cannot be put back into the list the loop carries: the loop also changes the list in a way that may put one tensor at two positions in it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors); write to a .clone() and assign it back (xs[i] = t)
#    17 |     ys[0].add_(float(i))
#       |     ^~~~~~~~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; the helper, called in the loop, writes elements of the list the
# loop carries: the list comes back from the call, which this does not follow: refused.
import torch
from torch import Tensor
from typing import Dict, List, Tuple

def g(ys: List[Tensor], i: int) -> None:
    ys[0].add_(float(i))
    if len(ys) > 1:
        ys[-1].sub_(1.0)

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x * 2.0]
    for i in range(n):
        xs.append(x * float(i))
    for i in range(n):
        g(xs, i)
    return torch.stack(xs), x
