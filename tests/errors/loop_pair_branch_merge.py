# torch.jit.script: accepts it. On even runs an if makes a new a and binds y to it; the if's
# merge gives y and a separate outputs that may be one tensor, which no flag follows: the
# writes are refused (issue 18 item 14 compiles y = a outside an if).
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# loop_pair_branch_merge.py:25:9: error: cannot write to 'a' in place: it may share its memory with another tensor (a run of the loop may leave it sharing memory with 'y', which the loop carries too, as a value of its own); use .clone() where it is made, or write to the tensor it comes from
#    25 |         a.mul_(2.0)
#       |         ^~~~~~~~~~~
# loop_pair_branch_merge.py:27:9: error: cannot write to 'y' in place: it may share its memory with another tensor (a run of the loop may leave it sharing memory with 'a', which the loop carries too, as a value of its own); use .clone() where it is made, or write to the tensor it comes from
#    27 |         y.add_(1.0)
#       |         ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List, Tuple, Dict

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    a = x * 2.0
    y = x * 1.0
    s = torch.zeros_like(x)
    for i in range(n):
        a.mul_(2.0)
        s = s + y
        y.add_(1.0)
        s = s + a
        if i % 2 == 0:
            a = a + x
            y = a
    return a, y, s
