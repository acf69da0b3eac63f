# A module whose forward makes tensors on its input's device (the word language model's
# Transformer mask, .to(src.device)), and helpers taking a torch.device and an
# Optional[torch.device] (None: the default device)
# >>> inputs
# x:float32[s,b,8]
# <<<
# >>> sets
# x = torch.randn(1, 2, 8)
# x = torch.randn(4, 1, 8)
# x = torch.randn(6, 3, 8)
# <<<
import torch
from torch import nn, Tensor
from typing import Optional


def ramp(n: int, device: torch.device) -> Tensor:
    return torch.arange(n, device=device).to(torch.float32)


def zeros_on(n: int, device: Optional[torch.device] = None) -> Tensor:
    return torch.zeros(n, device=device)


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(8, 8)

    def mask(self, sz: int) -> Tensor:
        return torch.log(torch.tril(torch.ones(sz, sz)))

    def forward(self, x: Tensor) -> Tensor:
        m = self.mask(x.size(0)).to(x.device)
        h = self.lin(x.to(self.lin.weight.device))
        s = h.sum(2)                                        # [s, b]
        w = torch.softmax(m, dim=1) @ s                     # [s, b]
        return w + ramp(x.size(0), x.device).unsqueeze(1) + zeros_on(x.size(1)) + \
            zeros_on(x.size(1), torch.device("cpu"))
