# torch.jit.script: accepts it. A run leaves y a view (a[0]) of a, which the loop carries
# too: the loop carries flags for tensors that are one, not for views of each other, so
# the write is refused (issue 18 item 14).
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# loop_pair_view_of_carried.py:21:9: error: cannot write to 'y' in place: it may share its memory with another tensor (a run of the loop may leave it sharing memory with 'a', which the loop carries too, as a value of its own); use .clone() where it is made, or write to the tensor it comes from
#    21 |         y.add_(1.0)
#       |         ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List, Tuple, Dict

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a = x * 2.0
    y = x[0] * 1.0
    for i in range(n):
        y.add_(1.0)
        a = a + x
        y = a[0]
    return a, y
