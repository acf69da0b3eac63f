# >>> inputs
# x:float32[n,4,3]
# i:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4, 3); i = torch.tensor(3)
# x = torch.randn(5, 4, 3); i = torch.tensor(-4)
# x = torch.randn(2, 4, 3); i = torch.tensor(1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x[:, i]
