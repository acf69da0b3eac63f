# Returning a list of run-time length (an ONNX sequence, which holds values) after an in-place
# write to a tensor it holds reads it: PyTorch's list shows the write, the sequence would not.
# (It compiled, and the model returned the old value.)
# >>> inputs
# x:float32[b,3]
# n:int64[]
# <<<
# >>> stderr
# seqout_stale_return.py:26:5: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    26 |     return ys
#       |     ^~~~~~~~~
# seqout_stale_return.py:25:5: note: the tensor is written here
#    25 |     x.add_(1)
#       |     ^~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int):
    ys: List[Tensor] = []
    for i in range(n):
        ys.append(x)
    x.add_(1)
    return ys
