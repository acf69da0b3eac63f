# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# l_wb_element_is_branch_merge.py:24:5: error: cannot write to this tensor in place: it may share its memory with another tensor (it is an element of a list whose length is known only at run time, which may be a tensor that went into the list); use .clone() where it is made, or write to the tensor it comes from
#    24 |     xs[2 if n > 2 else 0].add_(1.0)
#       |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; 'last' is the tensor appended on run 1 (when the loop ran
# twice or more), which the write through xs[2] reaches: refused.
import torch
from torch import Tensor
from typing import List, Tuple

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x * 5.0]
    last = x * 0.0
    for i in range(n):
        t = x * float(i)
        if i == 1:
            last = t
        xs.append(t)
    xs[2 if n > 2 else 0].add_(1.0)
    return torch.stack(xs), last
