# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# l_wb_element_is_loop_output.py:23:5: error: cannot write to this tensor in place: it may share its memory with another tensor (it is an element of a list whose length is known only at run time, which may be a tensor that went into the list); use .clone() where it is made, or write to the tensor it comes from
#    23 |     xs[-1].add_(1.0)
#       |     ^~~~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; 'last' is the last tensor appended (when the loop ran), so
# the write through xs[-1] reaches it too: refused (the write cannot reach 'last').
import torch
from torch import Tensor
from typing import List, Tuple

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x * 5.0]
    last = x
    for i in range(n):
        t = x * float(i)
        xs.append(t)
        last = t
    xs[-1].add_(1.0)
    return torch.stack(xs), last
