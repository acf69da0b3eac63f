# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> stderr
# l_wb_element_from_end_loop_appends.py:22:9: error: this in-place write cannot be put into the list the loop carries, which the loop changes otherwise too (a list whose length is known only at run time is an ONNX sequence, which holds values, not tensors); write the tensor before or after the loop
#    22 |         t.add_(1.0)
#       |         ^~~~~~~~~~~
# <<<
# torch.jit.script: accepts it; t = xs[-1] is read before the loop, whose body appends to xs:
# the index from the end moves, so the write in the loop cannot be put back.
import torch
from torch import Tensor
from typing import Dict, List, Tuple

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x * 5.0]
    for i in range(n):
        xs.append(x * float(i))
    t = xs[-1]
    for i in range(n):
        t.add_(1.0)
        xs.append(x * 2.0)
    return torch.stack(xs), t
