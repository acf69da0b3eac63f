# mod_optional_mask_given with the mask left to its default None: not a model input
# (docs/cli.md), the `if mask is not None` decided at compile time. Wrong if the fill is
# applied anyway.
# >>> inputs
# x:float32[batch,6]
# <<<
# >>> sets
# x = torch.randn(2, 6)
# x = torch.randn(3, 6)
# x = torch.randn(5, 6) * 4
# <<<
from typing import Optional

import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.score = nn.Linear(6, 6)

    def forward(self, x: Tensor, mask: Optional[Tensor] = None) -> Tensor:
        s = self.score(x)
        if mask is not None:
            s = s.masked_fill(mask, -1e4)
        return torch.softmax(s, dim=-1)
