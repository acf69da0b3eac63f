# >>> inputs
# x:float32[3,4,5]
# i:int64[k]
# j:int64[k]
# l:int64[1]
# <<<
# >>> sets
# x = torch.randn(3, 4, 5); i = torch.tensor([0, 2]); j = torch.tensor([3, -1]); l = torch.tensor([4])
# x = torch.randn(3, 4, 5); i = torch.tensor([-1]); j = torch.tensor([0]); l = torch.tensor([-5])
# x = torch.randn(3, 4, 5); i = torch.tensor([1, 1, 2]); j = torch.tensor([2, 1, 0]); l = torch.tensor([0])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor, l: Tensor) -> Tensor:
    return x[i, j, l]
