# >>> inputs
# x:float32[3]
# n:int64[]
# flag:bool[]
# <<<
# >>> stderr
# seq_element_write_via_helper.py:28:5: error: cannot write to 'y' in place: it is in a list whose length is known only at run time (an ONNX sequence holds its value, not the tensor); use .clone() where it is made
#    28 |     y.add_(1.0)
#       |     ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; y is the list's first tensor (on the path that picks it), so the
# write shows in torch.stack(xs). The list is an ONNX sequence holding values, so the write is
# refused. Before the fix the merged tensor was new memory and the write was lost.
import torch
from torch import Tensor
from typing import List, Tuple


def first(xs: List[Tensor]) -> Tensor:
    return xs[0]


def f(x: Tensor, n: int, flag: bool) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x * float(i))
    y = first(xs)
    y.add_(1.0)
    return y, torch.stack(xs)
