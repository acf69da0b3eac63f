# torch.jit.script: accepts it. A run rebinds y to w[i % 2], a view of w at a position the
# loop computes: which of w's rows a later run's y.add_ writes depends on the run, and the
# loop carries one flag per tensor it may be, not a position (issue 18 item 14).
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# loop_rebind_view_runtime_index.py:22:9: error: cannot write to 'y' in place: it may share its memory with another tensor (a run of the loop rebinds it to a view of a tensor made before the loop, with arguments the loop computes, so which elements it is may change from run to run); use .clone() where it is made, or write to the tensor it comes from
#    22 |         y.add_(1)
#       |         ^~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    w = x + 2
    y = x[0] * 1.0
    for i in range(n):
        y.add_(1)
        y = w[i % 2]
    return y, w
