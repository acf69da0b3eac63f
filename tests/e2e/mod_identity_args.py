# nn.Identity takes and ignores any arguments, positional and keyword (torch's *args,
# **kwargs), as timm-style blocks pass it the arguments of the layer it stands in for
# >>> inputs
# x:float32[n,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(3, 4)
# x = torch.randn(0, 4)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self, norm: bool = False):
        super().__init__()
        self.a = nn.Identity(54, unused=0.1)
        self.b = nn.LayerNorm(4) if norm else nn.Identity(4, eps=1e-5, elementwise_affine=True)
        self.c = nn.Sequential(nn.Linear(4, 4), nn.Identity(), nn.Identity(*[1, 2], k=3))

    def forward(self, x: Tensor) -> Tensor:
        return self.c(self.b(self.a(x)))
