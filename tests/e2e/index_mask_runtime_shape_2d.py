# >>> inputs
# x:float32[a,b,2]
# m:uint8[c,d]
# <<<
# >>> sets
# x = torch.randn(2, 3, 2); m = torch.tensor([[1, 0, 1], [0, 0, 1]], dtype=torch.uint8)
# x = torch.randn(1, 2, 2); m = torch.tensor([[0, 0]], dtype=torch.uint8)
# x = torch.randn(3, 1, 2); m = torch.tensor([[1], [1], [0]], dtype=torch.uint8)
# <<<
# >>> raises
# x = torch.randn(2, 3, 2); m = torch.tensor([[1, 0], [0, 0], [1, 1]], dtype=torch.uint8)
# x = torch.randn(2, 3, 2); m = torch.tensor([[1, 0, 1]], dtype=torch.uint8)
# x = torch.randn(6, 1, 2); m = torch.tensor([[1, 0, 0, 0, 0, 0]], dtype=torch.uint8)
# x = torch.randn(1, 6, 2); m = torch.tensor([[1], [0], [0], [0], [0], [0]], dtype=torch.uint8)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor) -> Tensor:
    return x[m]
