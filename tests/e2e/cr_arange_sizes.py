# arange up from 0 to a size: its length is the dim (a symbolic one named in the type) and
# it needs no check of its step (backend_onnx/lower_create.c); x[arange(n), j] gathers
# without broadcasting the two index tensors.  An end from an int input keeps the check:
# negative, PyTorch raises (the raises set)
# >>> inputs
# x:float32[n,m]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 5); k = torch.tensor(3)
# x = torch.randn(1, 2); k = torch.tensor(0)
# x = torch.randn(0, 3); k = torch.tensor(1)
# <<<
# >>> raises
# x = torch.randn(2, 2); k = torch.tensor(-2)
# <<<
from typing import Tuple

import torch
from torch import Tensor


def f(x: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.arange(x.size(0))
    b = torch.arange(0, x.size(-1))
    c = torch.arange(0, x.shape[1], 1)
    j = (b.unsqueeze(0) + a.unsqueeze(1)) % x.size(1) if x.size(1) > 0 else a.unsqueeze(1)
    g = x[torch.arange(x.size(0)), j[:, 0]] if x.size(1) > 0 else x.sum(1)
    return a, b * 2, c, g, torch.arange(int(k))
