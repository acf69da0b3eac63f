# Wrong (was): b, a view of the loop-carried a, is carried too; after the loop a write through b must reach a (or be refused). A misplaced else in link() dropped the link between them.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# loop_carried_view_of_carried.py:22:5: error: cannot write to 'b' in place: it may share its memory with another tensor (a run of the loop may leave it sharing memory with 'a', which the loop carries too, as a value of its own); use .clone() where it is made, or write to the tensor it comes from
#    22 |     b.add_(100)
#       |     ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a = x
    b = a[1:]
    for i in range(n):
        a = a * 2
        b = a[1:]
    b.add_(100)
    return a, b
