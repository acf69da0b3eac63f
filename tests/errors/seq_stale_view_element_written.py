# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# seq_stale_view_element_written.py:26:12: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    26 |     return torch.stack(xs)
#       |            ^~~~~~~~~~~~~~~
# seq_stale_view_element_written.py:25:5: note: the tensor is written here
#    25 |     x.add_(1.0)
#       |     ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; the list holds x[0], a view of x, so x.add_ shows through it.
# The sequence holds x[0]'s value, and the write to x is not followed into views of it: the
# read is refused.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> Tensor:
    xs = [x[0]]
    for i in range(n):
        xs.append(x[1] * float(i))
    x.add_(1.0)
    return torch.stack(xs)
