# while with `cond_on_tensor and int_cap`: the loop stops on convergence or on the cap.
# >>> inputs
# x:float32[n,2]
# cap:int64[]
# <<<
# >>> sets
# x = torch.full((2, 2), 0.5); cap = 10
# x = torch.full((3, 2), 3.0); cap = 10
# x = torch.full((1, 2), 3.0) + torch.tensor([[40.0, 0.0]]); cap = 10
# x = torch.full((2, 2), 3.0) + torch.tensor([[900.0, 0.0], [0.0, 0.0]]); cap = 2
# x = torch.full((2, 2), 3.0); cap = 0
# x = torch.full((3, 2), 3.0); cap = 1
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, cap: int) -> Tuple[Tensor, int]:
    it = 0
    while bool(x.abs().max() > 1.0) and it < cap:
        x = torch.sqrt(x) * 0.9
        it += 1
    return x, it
