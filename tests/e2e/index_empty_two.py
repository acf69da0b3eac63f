# >>> inputs
# x:float32[n,3]
# i:int64[k]
# j:int64[k]
# <<<
# >>> sets
# x = torch.randn(4, 3); i = torch.zeros(0, dtype=torch.long); j = torch.zeros(0, dtype=torch.long)
# x = torch.randn(2, 3); i = torch.tensor([1, 0]); j = torch.tensor([2, -3])
# x = torch.randn(3, 3); i = torch.tensor([2]); j = torch.tensor([0])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor) -> Tensor:
    return x[i, j]
