# >>> inputs
# x:float32[batch,4]
# w:float32[8,4]
# b:float32[8]
# <<<
# >>> sets
# x = torch.randn(2, 4); w = torch.randn(8, 4); b = torch.randn(8)
# x = torch.randn(5, 4); w = torch.randn(8, 4); b = torch.randn(8)
# x = torch.randn(1, 4); w = torch.randn(8, 4); b = torch.randn(8)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, w: Tensor, b: Tensor) -> Tensor:
    h = F.gelu(x @ w.t() + b)
    h = F.leaky_relu(h, 0.1) * torch.sigmoid(h)
    return F.softplus(h).sum(dim=1)
