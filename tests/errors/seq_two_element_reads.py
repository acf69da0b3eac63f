# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# seq_two_element_reads.py:23:5: error: cannot write to 't' in place: it may share its memory with another tensor (it is an element of a list whose length is known only at run time, which may be a tensor that went into the list); use .clone() where it is made, or write to the tensor it comes from
#    23 |     t.add_(1.0)
#       |     ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; t and u are the same tensor (xs[0]), so u shows the write to t.
# Read out of a sequence they are two values: the write to t while u may be it is refused.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x[0] * float(i))
    t = xs[0]
    u = xs[0]
    t.add_(1.0)
    return t, u
