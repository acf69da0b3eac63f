# >>> inputs
# x:float32[b,n]
# i:int64[n]
# <<<
# >>> sets
# x = torch.tensor([[3., 1., 2.], [1., 5., 0.]]); i = torch.tensor([4, 1, 4])
# x = torch.randn(3, 4); i = torch.tensor([2, 2, 1, 0])
# x = torch.tensor([[1., float('nan')]]); i = torch.tensor([1, 2])
# x = torch.randn(1, 1); i = torch.tensor([3])
# <<<
# median() of every element: the lower median, ties, ints, NaN anywhere gives NaN, 0-d
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return torch.median(x), i.median(), torch.median(x.sum()), x[:, :1].median()
