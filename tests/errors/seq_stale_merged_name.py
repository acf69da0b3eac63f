# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# seq_stale_merged_name.py:29:15: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    29 |     return x, torch.cat(xs)
#       |               ^~~~~~~~~~~~~
# seq_stale_merged_name.py:28:5: note: the tensor is written here
#    28 |     t.add_(1.0)
#       |     ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; after the loop t may be the tensor the if appended, so t.add_
# shows in the list. The merged t counts its writes as writes to the tensor the branch made:
# the sequence is stale, and reading it is refused.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x[1] * 1.0]
    t = x[0] * 1.0
    for i in range(n):
        if i == 1:
            t = x[0] * 3.0
            xs.append(t)
    t.add_(1.0)
    return x, torch.cat(xs)
