# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> stderr
# seq_stale_loop_carried_out.py:29:12: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    29 |     return torch.stack(xs), y
#       |            ^~~~~~~~~~~~~~~
# seq_stale_loop_carried_out.py:28:5: note: the tensor is written here
#    28 |     y.add_(1.0)
#       |     ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; after the loop y is the list's last tensor (when the loop ran),
# so y.add_ shows in torch.stack(xs). The sequence holds y's value: it is stale, and reading it
# is refused with a note at the write. Before, the loop's output was new memory, and the
# model silently returned the list without the write.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x.clone()]
    y = x.clone()
    for i in range(n):
        y = x * float(i)
        xs.append(y)
    y.add_(1.0)
    return torch.stack(xs), y
