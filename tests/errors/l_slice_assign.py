# A list's slice as an assignment target (also an augmented one, and of a list of run-time
# length) is refused, as TorchScript refuses it.
# >>> inputs
# x:float32[2]
# n:int64[]
# <<<
# >>> stderr
# l_slice_assign.py:25:5: error: assignment to a slice of a list is not supported (TorchScript refuses it)
#    25 |     xs[1:n] = [7]
#       |     ^~~~~~~
# l_slice_assign.py:27:5: error: assignment to a slice of a list is not supported (TorchScript refuses it)
#    27 |     ys[:1] = [5]
#       |     ^~~~~~
# l_slice_assign.py:28:5: error: assignment to a slice of a list is not supported (TorchScript refuses it)
#    28 |     xs[::2] += [1]
#       |     ^~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> List[int]:
    xs = [1, 2, 3, 4]
    xs[1:n] = [7]
    ys: List[int] = x.long().tolist()
    ys[:1] = [5]
    xs[::2] += [1]
    return xs
