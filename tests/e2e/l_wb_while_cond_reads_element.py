# A while loop whose condition reads xs[0] and whose body writes it: each write is put back,
# and the next condition reads the written tensor.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# x = torch.randn(4); n = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = [x.abs() + 0.1]
    for i in range(n):
        xs.append(x * float(i))
    k = 0
    while float(xs[0].sum()) < 10.0 and k < 20:
        xs[0].mul_(2.0)
        k += 1
    return torch.stack(xs), xs[0]
