# >>> inputs
# x0:float32[B,4]
# n:int64[]
# <<<
# >>> stderr
# loop_param_of_sequence_element.py:22:9: error: cannot write to 'a1' in place: it is in a list whose length is known only at run time (an ONNX sequence holds its value, not the tensor); use .clone() where it is made
#    22 |         a1.add_(-0.25)
#       |         ^~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; in the first iteration a1 is the last row of x0, so the write
# reaches x0. Here the piece is a value of a sequence (the number of pieces is known only at
# run time), so the write is refused. Found by tests/gen (seed 10098 of --all): the loop's
# parameter was new memory, and the write was lost instead of refused.
import torch
from torch import Tensor
from typing import Tuple


def f(x0: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a1 = x0.split(1)[-1]
    for i in range(n):
        a1.add_(-0.25)
        a1 = a1 * 2.0
    return a1, x0
