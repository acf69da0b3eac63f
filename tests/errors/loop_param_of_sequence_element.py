# >>> inputs
# x0:float32[B,4]
# n:int64[]
# <<<
# >>> stderr
# loop_param_of_sequence_element.py:23:9: error: cannot write to 'a1' in place: it may share its memory with another tensor (it is carried by a loop, which may have changed which tensor it is); use .clone() where it is made, or write to the tensor it comes from
#    23 |         a1.add_(-0.25)
#       |         ^~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; in the first iteration a1 is the last row of x0, so the write
# reaches x0. Here the piece is read out of a sequence (the number of pieces is known only at
# run time): it may be x0's memory, which x0 still names, so the write is refused. Found by
# tests/gen (seed 10098 of --all): the loop's parameter was new memory, and the write was lost
# instead of refused.
import torch
from torch import Tensor
from typing import Tuple


def f(x0: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a1 = x0.split(1)[-1]
    for i in range(n):
        a1.add_(-0.25)
        a1 = a1 * 2.0
    return a1, x0
