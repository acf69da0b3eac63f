# F.batch_norm on float64, eval and training=True (batch statistics: what a BatchNorm with
# track_running_stats=False computes in eval), 3-d spatial input, an empty batch
# >>> inputs
# x:float64[batch,2,3,2,4]
# m:float64[2]
# v:float64[2]
# w:float64[2]
# b:float64[2]
# <<<
# >>> sets
# x = torch.randn(2, 2, 3, 2, 4, dtype=torch.float64); m = torch.randn(2, dtype=torch.float64); v = torch.rand(2, dtype=torch.float64) + 0.5; w = torch.randn(2, dtype=torch.float64); b = torch.randn(2, dtype=torch.float64)
# x = torch.randn(5, 2, 3, 2, 4, dtype=torch.float64) * 2 + 1; m = torch.randn(2, dtype=torch.float64); v = torch.rand(2, dtype=torch.float64) + 0.5; w = torch.randn(2, dtype=torch.float64); b = torch.randn(2, dtype=torch.float64)
# x = torch.randn(0, 2, 3, 2, 4, dtype=torch.float64); m = torch.randn(2, dtype=torch.float64); v = torch.rand(2, dtype=torch.float64) + 0.5; w = torch.randn(2, dtype=torch.float64); b = torch.randn(2, dtype=torch.float64)
# <<<
from typing import Tuple

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, m: Tensor, v: Tensor, w: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = F.batch_norm(x, m, v, w, b, eps=1e-3)
    c = F.batch_norm(x, None, None, w, b, True)
    d = F.batch_norm(x, None, None, training=True, momentum=0.0, eps=0.5)
    return a, c, d
