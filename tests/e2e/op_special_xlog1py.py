# >>> inputs
# x:float32[n]
# y:float32[n]
# d:float64[n]
# i:int64[n]
# <<<
# >>> sets
# x = torch.tensor([0.0, 0.0, 1.0, 2.0, -1.5, 0.5, 3.0, 0.0]); y = torch.tensor([-1.0, float('nan'), -1.0, 0.0, -0.0, 1e-8, float('inf'), 5.0]); d = torch.tensor([0.0, 1e-20, -0.5, -1.0, -2.0, 1e300, float('nan'), 0.5], dtype=torch.float64); i = torch.tensor([0, 1, 2, -1, 3, 0, 5, 7])
# x = torch.randn(5); y = torch.rand(5) * 3 - 1; d = torch.rand(5, dtype=torch.float64); i = torch.randint(-1, 5, (5,))
# x = torch.zeros(0); y = torch.zeros(0); d = torch.zeros(0, dtype=torch.float64); i = torch.zeros(0, dtype=torch.int64)
# <<<
# torch.special.xlog1py: 0 where x is 0 (even at y = -1 or NaN), NaN where y is NaN, log1p's
# -0 kept (x * log1p(-0)), -inf at y = -1; tensor and scalar operands on either side
# (other_scalar, self_scalar), float64, int64 (float32), x.special_xlog1py, empty
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor, d: Tensor, i: Tensor) -> List[Tensor]:
    return [torch.special.xlog1py(x, y), torch.special.xlog1py(x, 2.0), torch.special.xlog1py(3.0, y),
            torch.special.xlog1py(d, d), torch.special.xlog1py(i, i), torch.special.xlog1py(i, y),
            x.special_xlog1py(y), torch.special.xlog1py(0.0, y), torch.special.xlog1py(d, 1)]
