# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# l_wb_element_written_in_later_loop.py:27:12: error: this list holds the value a tensor had before an in-place write to it (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors), so it cannot be read here; append a .clone(), or write the tensor before it goes into the list
#    27 |     return torch.stack(xs), t
#       |            ^~~~~~~~~~~~~~~
# l_wb_element_written_in_later_loop.py:26:9: note: the tensor is written here
#    26 |         t.add_(1.0)
#       |         ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; t, read out of xs before the loop, is written in the loop:
# the loop carries the list, which is not the sequence t was read out of, so the write is
# not put back and the read of the list is refused.
import torch
from torch import Tensor
from typing import Dict, List, Tuple

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x * 5.0]
    for i in range(n):
        xs.append(x * float(i) - 1.0)
    t = xs[0]
    for i in range(n):
        t.add_(1.0)
    return torch.stack(xs), t
