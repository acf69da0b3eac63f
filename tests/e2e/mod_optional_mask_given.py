# A forward whose Optional mask is given (a graph input): the masked positions are filled
# before the softmax. Wrong if the mask is ignored or inverted. mod_optional_mask_none is
# the same model with the mask left to its default None.
# >>> inputs
# x:float32[batch,6]
# mask:bool[batch,6]
# <<<
# >>> sets
# x = torch.randn(2, 6); mask = torch.rand(2, 6) > 0.5
# x = torch.randn(3, 6); mask = torch.zeros(3, 6, dtype=torch.bool)
# x = torch.randn(5, 6); mask = torch.rand(5, 6) > 0.3
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
