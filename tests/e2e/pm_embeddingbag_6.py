# EmbeddingBag(10, 3, mode='mean', padding_idx=1)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:int64[3,3]
# <<<
# >>> sets
# x0 = torch.tensor([[1, 2, 1], [1, 1, 1], [3, 1, 4]], dtype=torch.int64)
# x0 = torch.tensor([[1, 2, 1], [1, 1, 1], [3, 1, 4]], dtype=torch.int64)
# x0 = torch.tensor([[1, 2, 1], [1, 1, 1], [3, 1, 4]], dtype=torch.int64)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.EmbeddingBag(10, 3, mode='mean', padding_idx=1)

    def forward(self, x0: Tensor):
        return self.m(x0)
