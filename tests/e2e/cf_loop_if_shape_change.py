# A loop-carried tensor grows only on some iterations (cat inside an if inside the loop), so
# its length is data-dependent.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0]); k = 0
# x = torch.tensor([3.0, -1.0, 1.0]); k = 1
# x = torch.tensor([-3.0, 1.0]); k = 1
# x = torch.tensor([2.0, -1.5]); k = 6
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    for i in range(k):
        if x.sum() > 0:
            x = torch.cat([x, -x[:1] - 1.0], 0)
        else:
            x = x + 1.0
    return x
