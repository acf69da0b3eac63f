# flat += ... in a loop, flat carried from a view of base, which base still holds: refused.
# >>> inputs
# x:float32[3]
# steps:int64[]
# <<<
# >>> stderr
# inplace_alias_loop_view.py:17:9: error: in-place update of 'flat', which shares its tensor with another name or is a view; write 'flat = flat + ...' instead
#    17 |         flat += 1.0
#       |         ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor
def f(x: Tensor, steps: int):
    base = x * 1.0
    flat = base.view(-1)
    for _ in range(steps):
        flat += 1.0
    return flat, base
