# >>> inputs
# x:float32[n,3]
# s:int64[3]
# b:bool[n,3]
# t:float32[n,1]
# <<<
# >>> sets
# x = torch.randn(4, 3); s = torch.tensor([1, -2, 3]); b = torch.zeros(4, 3, dtype=torch.bool); t = torch.tensor([[0.5], [0.0], [-1.0], [2.0]])
# x = torch.randn(2, 3); s = torch.tensor([0, 0, 7]); b = torch.ones(2, 3, dtype=torch.bool); t = torch.tensor([[0.0], [3.0]])
# x = torch.randn(1, 3); s = torch.tensor([5, 6, 7]); b = torch.zeros(1, 3, dtype=torch.bool); t = torch.tensor([[-0.1]])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, s: Tensor, b: Tensor, t: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return x.copy(s), b.copy(t), x.copy(t, non_blocking=False)
