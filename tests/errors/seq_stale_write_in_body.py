# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# seq_stale_write_in_body.py:27:15: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    27 |     return x, torch.cat(xs + [x[1]])
#       |               ^~~~~~~~~~~~~~~~~~~~~~
# seq_stale_write_in_body.py:26:9: note: the tensor is written here
#    26 |         t.add_(1.0)
#       |         ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; each t is appended and then written, so the list holds the
# written tensors. The sequence holds the values from before the writes: reading it after the
# loop is refused.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        t = x[0] * 1.0
        xs.append(t)
        t.add_(1.0)
    return x, torch.cat(xs + [x[1]])
