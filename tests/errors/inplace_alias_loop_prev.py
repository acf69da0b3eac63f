# avg *= ... in a loop while prev holds avg's tensor from before the loop: refused (avg - prev would be 0 in PyTorch).
# >>> inputs
# avg:float32[3]
# new:float32[3]
# steps:int64[]
# <<<
# >>> stderr
# inplace_alias_loop_prev.py:21:9: error: in-place update of 'avg', which shares its tensor with another name or is a view; write 'avg = avg * ...' instead
#    21 |         avg *= 0.9
#       |         ^~~~~~~~~~
# inplace_alias_loop_prev.py:22:9: error: in-place update of 'avg', which shares its tensor with another name or is a view; write 'avg = avg + ...' instead
#    22 |         avg += 0.1 * new
#       |         ^~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
def f(avg: Tensor, new: Tensor, steps: int):
    avg = avg.clone()
    prev = avg
    for _ in range(steps):
        avg *= 0.9
        avg += 0.1 * new
    return avg, avg - prev
