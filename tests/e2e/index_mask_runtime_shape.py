# >>> inputs
# x:float32[n,3]
# m:bool[k]
# <<<
# >>> sets
# x = torch.randn(4, 3); m = torch.tensor([True, False, True, False])
# x = torch.randn(2, 3); m = torch.tensor([False, False])
# x = torch.randn(3, 3); m = torch.tensor([True, True, True])
# <<<
# >>> raises
# x = torch.randn(4, 3); m = torch.tensor([True, False, True])
# x = torch.randn(4, 3); m = torch.tensor([False])
# x = torch.randn(4, 3); m = torch.tensor([True])
# x = torch.randn(2, 3); m = torch.tensor([True, False, False])
# x = torch.randn(0, 3); m = torch.tensor([True])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor) -> Tensor:
    # PyTorch raises unless the mask has the shape of the dims it indexes
    return x[m]
