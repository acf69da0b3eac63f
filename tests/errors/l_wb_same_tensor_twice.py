# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# l_wb_same_tensor_twice.py:27:12: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    27 |     return torch.stack(xs)
#       |            ^~~~~~~~~~~~~~~
# l_wb_same_tensor_twice.py:26:5: note: the tensor is written here
#    26 |     xs[0].add_(1.0)
#       |     ^~~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; t is at two positions of xs, so the write through xs[0]
# reaches both: not put back (the sequence goes stale), the read is refused.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> Tensor:
    xs: List[Tensor] = []
    for i in range(n):
        t = x * float(i)
        xs.append(t)
        xs.append(t)
    xs[0].add_(1.0)
    return torch.stack(xs)
