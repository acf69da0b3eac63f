# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# l_held_loop_first_write.py:31:12: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    31 |     return torch.stack(xs).sum(0) + y
#       |            ^~~~~~~~~~~~~~~
# l_held_loop_first_write.py:29:9: note: the tensor is written here
#    29 |         y.add_(1.0)
#       |         ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; in the loop's first trip y is the tensor xs holds, so
# y.add_(1.0) shows in xs[-1]. An ONNX sequence holds y's value, so the read of xs after the
# loop is refused. (scriptc computed the old value before: a loop's initial tensor that a
# sequence or optional holds was not taken as shared.)
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> Tensor:
    y = x * 1.0
    xs: List[Tensor] = []
    for j in range(n):
        xs.append(x)
    xs.append(y)
    for i in range(n):
        y.add_(1.0)
        y = y * 2.0
    return torch.stack(xs).sum(0) + y
