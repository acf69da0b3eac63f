# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# seq_stale_written_in_branch_followed.py:27:12: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    27 |     return torch.stack(xs)
#       |            ^~~~~~~~~~~~~~~
# seq_stale_written_in_branch_followed.py:26:9: note: the tensor is written here
#    26 |         x.add_(5.0)
#       |         ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; x at position 0 of the list is written on one path only. The
# write is followed into the branch's sequence, but after the if the merged sequence is not
# known position by position, and the other path's holds x's old value: the read is refused.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tensor:
    xs = [x]
    for i in range(n):
        xs.append(x * float(i))
    if n > 1:
        x.add_(5.0)
    return torch.stack(xs)
