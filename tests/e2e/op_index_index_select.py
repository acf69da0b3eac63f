# >>> inputs
# x:float32[batch,n]
# idx:int64[k]
# ridx:int64[m]
# <<<
# >>> sets
# x = torch.randn(4, 3); idx = torch.tensor([2, 0]); ridx = torch.tensor([3, 3, 1])
# x = torch.randn(5, 6); idx = torch.tensor([5, 1, 1, 0]); ridx = torch.tensor([0, 4])
# x = torch.randn(6, 2); idx = torch.tensor([1]); ridx = torch.tensor([5, 2, 0, 1])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, idx: Tensor, ridx: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return torch.index_select(x, 1, idx), x.index_select(0, ridx), torch.index_select(x, dim=-1, index=idx)
