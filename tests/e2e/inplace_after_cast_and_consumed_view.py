# x += ... is allowed after x.double() (a copy: its dtype differs) and when a view of x in the
# right side is consumed before the update (torch.where makes a new tensor); found by tests/gen
# seeds 4 and 12, which the first alias refusal turned down.
# >>> inputs
# x:float32[batch,3]
# y:float32[batch,3]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3)
# x = torch.zeros(4, 3); y = torch.arange(12.0).reshape(4, 3) - 5.0
# x = torch.arange(6.0).reshape(2, 3); y = -torch.ones(2, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    x = x * 1.0
    y = y * 1.0
    v = x.double()
    w = y.to(torch.int64)
    x += 1.0
    y -= torch.where(y[0] > 0, y[0], y[-1])
    return v, x, y, w
