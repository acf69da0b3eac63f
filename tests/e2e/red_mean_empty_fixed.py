# The mean over a dim known to be 0 at compile time is NaN, as in PyTorch (0 / 0), not
# ReduceMean's 0 (issue 18, item 4); over the nonempty dim it is an empty tensor.
# >>> inputs
# x:float32[0,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(0, 3); n = 0
# x = torch.randn(0, 3); n = 1
# x = torch.randn(0, 3); n = 2
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, n: int) -> List[Tensor]:
    v, m = torch.var_mean(x, 0)
    for i in range(n):
        x = x + 1.0
    return [x.mean(0), x.mean(), x.mean(1), x.mean(0, keepdim=True), v, m, torch.std_mean(x)[1]]
