# >>> inputs
# x:float32[4,5,n]
# i:int64[a]
# j:int64[b]
# <<<
# >>> sets
# x = torch.randn(4, 5, 5); i = torch.tensor([0, 3, -1]); j = torch.tensor([4, 0, -2])
# x = torch.randn(4, 5, 6); i = torch.tensor([1]); j = torch.tensor([1, 2, 3, 4])
# x = torch.randn(4, 5, 5); i = torch.tensor([2, 2]); j = torch.tensor([-5])
# <<<
# >>> raises
# x = torch.randn(4, 5, 2); i = torch.tensor([0, 1]); j = torch.tensor([0, 1, 2])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor) -> Tensor:
    # the index shapes broadcast at run time, or PyTorch raises
    return x[i, :, j] + 1.0
