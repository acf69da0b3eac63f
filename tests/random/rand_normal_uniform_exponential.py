# >>> inputs
# mean:float32[40,50]
# std:float32[50]
# <<<
# >>> sets
# mean = torch.zeros(40, 50); std = torch.ones(50)
# mean = torch.full((40, 50), 3.0); std = torch.full((50,), 0.5)
# <<<
# torch.normal with a tensor mean and a float std, a float mean and a tensor std, two
# tensors broadcast, two floats and a size (dtype= float64); x.uniform_(a, b) and
# x.exponential_(lambd) on a float tensor; x.normal_() and x.normal_(mean, std).
import torch
from torch import Tensor
from typing import Tuple


def f(mean: Tensor, std: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.normal(mean, 2.0)
    b = torch.normal(1.5, std.expand(40, 50))
    c = torch.normal(mean, std)
    d = torch.normal(-1.0, 3.0, [2000], dtype=torch.float64)
    u = torch.zeros(40, 50)
    u.uniform_(-2.0, 5.0)
    e = mean.clone().exponential_(4.0)
    v = torch.zeros(40, 50, dtype=torch.float64)
    v.normal_()
    w = mean.clone()
    w.normal_(2.0, 0.5)
    return a, b, c, d, u, e, v, w
