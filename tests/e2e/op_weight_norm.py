# >>> inputs
# v:float32[n,3]
# g:float32[n,1]
# <<<
# >>> sets
# v = torch.randn(4, 3); g = torch.randn(4, 1)
# v = torch.tensor([[0., 3., 4.]]); g = torch.tensor([[2.]])
# v = torch.randn(2, 3); g = torch.randn(2, 1)
# <<<
# torch._weight_norm (nn.utils.weight_norm's computation): v * g / the 2-norm of v over every
# dim but dim: dim 0, 1, -1 (over all), a 3-d v along its last dim, a 1-d v; float64
import torch
from torch import Tensor
from typing import List


def f(v: Tensor, g: Tensor) -> List[Tensor]:
    w = v.unsqueeze(0).expand(2, -1, -1) * 1.5
    return [torch._weight_norm(v, g), torch._weight_norm(v, v[:1] * 2, 1),
            torch._weight_norm(v, g.sum(), -1), torch._weight_norm(w, v[:1].unsqueeze(0) - 1, 2),
            torch._weight_norm(v[:, 0], g[:, 0], 0), torch._weight_norm(v.double(), g.double(), 0)]
