# F.instance_norm: each instance's own statistics per channel over 1-d, 2-d and 3-d spatial
# dims (an InstanceNorm in eval), weight and bias the user's, float64, a symbolic batch, an
# empty one; use_input_stats=False: the running statistics; torch.instance_norm (aten's)
# >>> inputs
# x:float32[batch,3,5]
# w:float32[3]
# b:float32[3]
# m:float32[3]
# v:float32[3]
# y:float64[batch,2,3,4]
# z:float32[batch,3,2,2,3]
# <<<
# >>> sets
# x = torch.randn(2, 3, 5); w = torch.randn(3); b = torch.randn(3); m = torch.randn(3); v = torch.rand(3) + 0.2; y = torch.randn(2, 2, 3, 4, dtype=torch.float64); z = torch.randn(2, 3, 2, 2, 3)
# x = torch.randn(4, 3, 5) * 3 + 2; w = torch.randn(3); b = torch.randn(3); m = torch.randn(3); v = torch.rand(3) + 0.2; y = torch.randn(4, 2, 3, 4, dtype=torch.float64) * 5; z = torch.randn(4, 3, 2, 2, 3)
# x = torch.randn(1, 3, 5); w = torch.randn(3); b = torch.randn(3); m = torch.randn(3); v = torch.rand(3) + 0.2; y = torch.randn(1, 2, 3, 4, dtype=torch.float64); z = torch.randn(1, 3, 2, 2, 3)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, w: Tensor, b: Tensor, m: Tensor, v: Tensor, y: Tensor,
      z: Tensor) -> List[Tensor]:
    a = F.instance_norm(x)
    c = F.instance_norm(x, weight=w, bias=b, eps=1e-3)
    d = F.instance_norm(x, m, v, w, b, False)
    e = torch.instance_norm(x, w, None, None, None, True, 0.1, 1e-5, False)
    g = F.instance_norm(y)
    h = F.instance_norm(z, None, None, w, b)
    return [a, c, d, e, g, h]
