# expand() to a List[int] whose length is known only at run time (a -1 keeps the dim): the
# lowering read the type of the list the loop carries as a tensor's and crashed
# ("ty_tensor: rank 1 without dims").
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    shape: List[int] = []
    for i in range(n):
        shape.append(i + 1)
    shape.append(-1)
    y = x.expand(shape)
    return y.flatten(), y.sum(-1).flatten()
