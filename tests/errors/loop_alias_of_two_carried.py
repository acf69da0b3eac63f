# torch.jit.script: accepts it. After a run y is a, so the next run's y.add_ writes a too; the
# loop would carry them as two tensors. Refused (scriptc gave a wrong a before the link between
# two tensors made in the body was applied).
# >>> inputs
# x:float32[N]
# n:int64[]
# <<<
# >>> stderr
# loop_alias_of_two_carried.py:22:9: error: cannot write to 'y' in place: it may share its memory with another tensor (a run of the loop may leave it sharing memory with 'a', which the loop carries too, as a value of its own); use .clone() where it is made, or write to the tensor it comes from
#    22 |         y.add_(1.0)
#       |         ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a = x * 2.0
    y = torch.zeros_like(x)
    for i in range(n):
        y.add_(1.0)
        a = a + x
        y = a
    return a, y
