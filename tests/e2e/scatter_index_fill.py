# >>> inputs
# x:float32[n,3]
# i:int64[k]
# <<<
# >>> sets
# x = torch.randn(4, 3); i = torch.tensor([0, -1])
# x = torch.randn(2, 3); i = torch.tensor([1, 1])
# x = torch.randn(3, 3); i = torch.zeros(0, dtype=torch.long)
# <<<
# >>> raises
# x = torch.randn(4, 3); i = torch.tensor([4])
# x = torch.randn(4, 3); i = torch.tensor([-5])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x.index_fill(0, i, -3.5)
