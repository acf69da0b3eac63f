# >>> inputs
# x:float32[batch,seq,6]
# g:float32[6]
# b:float32[6]
# <<<
# >>> sets
# x = torch.randn(2, 3, 6); g = torch.randn(6); b = torch.randn(6)
# x = torch.randn(1, 4, 6) * 3 + 1; g = torch.randn(6); b = torch.randn(6)
# x = torch.randn(3, 2, 6); g = torch.randn(6); b = torch.randn(6)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, g: Tensor, b: Tensor) -> Tensor:
    mu = x.mean(-1, keepdim=True)
    var = (x - mu).pow(2).mean(dim=-1, keepdim=True)
    return (x - mu) * torch.rsqrt(var + 1e-5) * g + b
