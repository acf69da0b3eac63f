# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# returns_runtime_list.py:17:1: error: 'f' returns a list whose length is known only at run time (an ONNX sequence); a model's outputs must be tensors or numbers (return torch.stack(xs), or torch.cat(xs), and len(xs))
#    17 | def f(x: Tensor, n: int) -> List[Tensor]:
#       | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# torch.jit.script: accepts it (a List[Tensor] result). Its length is known only at run time, so
# it would be an ONNX sequence output; scriptc's models give tensors and numbers only.
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> List[Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x * float(i))
    return xs
