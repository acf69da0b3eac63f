# >>> inputs
# x:float32[3]
# n:int64[]
# flag:bool[]
# <<<
# >>> stderr
# seq_element_write_via_helper.py:33:15: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    33 |     return y, torch.stack(xs)
#       |               ^~~~~~~~~~~~~~~
# seq_element_write_via_helper.py:32:5: note: the tensor is written here
#    32 |     y.add_(1.0)
#       |     ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; y is the list's first tensor (on the path that picks it), so the
# write shows in torch.stack(xs). The list is an ONNX sequence holding values: the write (through
# first(xs)) leaves it stale, and reading it is refused, with a note at the write. Once the write
# itself was lost (the merged tensor was new memory); then it was refused.
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
