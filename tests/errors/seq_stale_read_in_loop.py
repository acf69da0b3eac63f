# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# seq_stale_read_in_loop.py:25:21: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    25 |         acc = acc + torch.stack(xs).sum(0).sum(0)
#       |                     ^~~~~~~~~~~~~~~
# seq_stale_read_in_loop.py:27:9: note: the tensor is written here
#    27 |         x.add_(1.0)
#       |         ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; from the second run on, xs[0] is x after the writes of the
# runs before. The sequence holds x's value from before the loop, so the read at the top of
# the body is stale on the next run: refused, with a note at the write below it.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x]
    acc = torch.zeros(3)
    for i in range(n):
        acc = acc + torch.stack(xs).sum(0).sum(0)
        xs.append(x * 2.0)
        x.add_(1.0)
    return x, acc
