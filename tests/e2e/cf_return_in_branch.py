# Early returns inside if/elif branches before the main computation (all results are 2-d,
# with different shapes).
# >>> inputs
# x:float32[n,d]
# mode:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); mode = 0
# x = torch.randn(3, 4); mode = 1
# x = torch.randn(4, 2); mode = 2
# x = torch.randn(1, 5); mode = 7
# <<<
import torch
from torch import Tensor


def f(x: Tensor, mode: int) -> Tensor:
    if mode == 0:
        return x
    elif mode == 1:
        return torch.relu(x) * 2.0
    y = x.transpose(0, 1) @ x
    if mode > 5:
        return y.sum(0, keepdim=True)
    return y.reshape(1, -1)
