# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# seq_stale_copy.py:27:15: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    27 |     return x, torch.cat(ys + [x[1]])
#       |               ^~~~~~~~~~~~~~~~~~~~~~
# seq_stale_copy.py:26:5: note: the tensor is written here
#    26 |     xs[0].mul_(2.0)
#       |     ^~~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; ys is a copy of xs holding the same tensors, and xs[0] is
# written: torch.cat(ys) shows the write. The sequence ys holds the old value: reading it is
# refused.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x[0] * 1.0)
    ys = xs.copy()
    xs[0].mul_(2.0)
    return x, torch.cat(ys + [x[1]])
