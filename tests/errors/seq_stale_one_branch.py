# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# seq_stale_one_branch.py:27:15: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    27 |     return x, torch.cat(xs)
#       |               ^~~~~~~~~~~~~
# seq_stale_one_branch.py:26:9: note: the tensor is written here
#    26 |         x.add_(1.0)
#       |         ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; when n > 1 the rows in xs show the write to x. The sequence holds
# the rows' values, and one branch writes x: after the if it may be stale, and reading it is
# refused.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x[1]]
    for i in range(n):
        xs.append(x[0])
    if n > 1:
        x.add_(1.0)
    return x, torch.cat(xs)
