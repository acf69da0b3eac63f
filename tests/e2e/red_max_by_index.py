# max/min over every dim, and over one dim (values, indices, amax/amin, keepdim), of float32
# that may hold NaNs and of int64, where the count is known only at run time: the element
# at the first maximum's index, which ArgMax refuses to find in an empty tensor as PyTorch
# raises.  The NaN comes first (value and index), -inf and inf and the zeros' order stay,
# an empty result ([0, m] over dim 1) is no error, and an empty dim is, as is [0, 0] over
# dim 1, where ArgMax alone would give an empty result without failing.
# >>> inputs
# x:float32[n,m]
# y:int64[k]
# which:int64[]
# <<<
# >>> sets
# x = torch.tensor([[1.0, 5.0, float('nan'), 5.0], [-0.0, 0.0, 0.0, -0.0], [float('-inf'), float('-inf'), -1e38, float('inf')]]); y = torch.tensor([3, -7, 3, 9, -7]); which = 0
# x = torch.tensor([[float('nan'), 2.0], [3.0, float('nan')]]); y = torch.tensor([-9223372036854775807 - 1]); which = 0
# x = torch.tensor([[2.5]]); y = torch.tensor([4, 4]); which = 0
# x = torch.tensor([[1.0, 5.0, float('nan'), 5.0], [-0.0, 0.0, 0.0, -0.0], [float('-inf'), float('-inf'), -1e38, float('inf')]]); y = torch.tensor([3, -7, 3, 9, -7]); which = 1
# x = torch.tensor([[float('nan'), 2.0], [3.0, float('nan')]]); y = torch.tensor([9223372036854775807]); which = 1
# x = torch.randn(0, 4); y = torch.tensor([1, 0]); which = 1
# x = torch.randn(7, 33); y = torch.randint(-50, 50, (40,)); which = 1
# x = torch.tensor([[1.0, 5.0, float('nan'), 5.0], [-0.0, 0.0, 0.0, -0.0], [float('-inf'), float('-inf'), -1e38, float('inf')]]); y = torch.tensor([3, -7, 3, 9, -7]); which = 2
# x = torch.randn(0, 4); y = torch.tensor([1, 0]); which = 2
# x = torch.randn(5, 1); y = torch.tensor([2]); which = 2
# <<<
# >>> raises
# x = torch.randn(0, 4); y = torch.tensor([1, 2]); which = 0
# x = torch.randn(3, 0); y = torch.tensor([1, 2]); which = 0
# x = torch.randn(2, 3); y = torch.zeros(0, dtype=torch.int64); which = 0
# x = torch.randn(3, 0); y = torch.tensor([1, 2]); which = 1
# x = torch.randn(0, 0); y = torch.tensor([1, 2]); which = 1
# x = torch.randn(2, 3); y = torch.zeros(0, dtype=torch.int64); which = 1
# x = torch.randn(0, 0); y = torch.tensor([1, 2]); which = 2
# x = torch.randn(2, 3); y = torch.zeros(0, dtype=torch.int64); which = 2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor, which: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    if which == 0:
        a = torch.stack([x.max(), x.min()])
        b = torch.stack([y.max(), y.min()])
        return a, b, x.argmax().reshape(-1), y.argmin().reshape(-1)
    if which == 1:
        v, i = x.max(1)
        w, j = y.min(0)
        a = torch.stack([v, x.amin(1)]).reshape(-1)
        return a, torch.stack([w, y.amax(-1)]), i, j.reshape(-1)
    v, i = x.max(-1, keepdim=True)
    a = torch.cat([v, x.amin(1, keepdim=True)], 1).reshape(-1)
    return a, y.amax(0, keepdim=True), i.reshape(-1), y.max(0, keepdim=True)[1]
