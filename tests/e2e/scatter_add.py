# >>> inputs
# x:float32[n,3]
# i:int64[k,3]
# s:float32[j,3]
# <<<
# >>> sets
# x = torch.randn(4, 3); i = torch.tensor([[0, 0, 2], [0, 3, 2]]); s = torch.randn(2, 3)
# x = torch.randn(2, 3); i = torch.tensor([[1, 1, 0]]); s = torch.randn(1, 3)
# x = torch.randn(3, 3); i = torch.zeros(0, 3, dtype=torch.long); s = torch.randn(0, 3)
# <<<
# >>> raises
# x = torch.randn(4, 3); i = torch.tensor([[4, 0, 0]]); s = torch.randn(1, 3)
# x = torch.randn(4, 3); i = torch.tensor([[-1, 0, 0]]); s = torch.randn(1, 3)
# x = torch.randn(4, 3); i = torch.tensor([[0, 0, 0], [1, 1, 1]]); s = torch.randn(1, 3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, s: Tensor) -> Tensor:
    return torch.scatter_add(x, 0, i, s)
