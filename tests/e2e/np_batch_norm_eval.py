# F.batch_norm in eval mode (running statistics that look trained), weight and bias as the
# user's own inputs, over 2-d, 3-d and 4-d inputs with a symbolic batch; torch.batch_norm too
# >>> inputs
# x:float32[batch,3,5]
# m:float32[3]
# v:float32[3]
# w:float32[3]
# b:float32[3]
# y:float32[batch,3]
# z:float32[batch,3,4,3]
# <<<
# >>> sets
# x = torch.randn(2, 3, 5); m = torch.randn(3); v = torch.rand(3) + 0.3; w = torch.randn(3); b = torch.randn(3); y = torch.randn(2, 3); z = torch.randn(2, 3, 4, 3)
# x = torch.randn(7, 3, 5) * 3; m = torch.randn(3) * 2; v = torch.rand(3) * 4 + 0.1; w = torch.randn(3); b = torch.randn(3); y = torch.randn(7, 3); z = torch.randn(7, 3, 4, 3)
# x = torch.randn(1, 3, 5); m = torch.randn(3); v = torch.rand(3) + 0.01; w = torch.randn(3); b = torch.randn(3); y = torch.randn(1, 3); z = torch.randn(1, 3, 4, 3)
# <<<
from typing import Tuple

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, m: Tensor, v: Tensor, w: Tensor, b: Tensor, y: Tensor,
      z: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = F.batch_norm(x, m, v, w, b)
    c = F.batch_norm(x, m, v)
    d = F.batch_norm(y, m, v, weight=w, eps=0.1)
    e = F.batch_norm(z, m, v, None, b, False, 0.3, 1e-3)
    g = torch.batch_norm(z, w, b, m, v, False, 0.1, 1e-5, False)
    h = F.batch_norm(x, running_mean=m, running_var=v, bias=b)
    return a, c, d, e, g, h
