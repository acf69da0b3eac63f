# EmbeddingBag(10, 3, mode='mean')
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:int64[7]
# x1:int64[3]
# <<<
# >>> sets
# x0 = torch.randint(0, 10, (7,)); x1 = torch.tensor([0, 1, 4], dtype=torch.int64)
# x0 = torch.randint(0, 10, (7,)); x1 = torch.tensor([0, 1, 4], dtype=torch.int64)
# x0 = torch.randint(0, 10, (7,)); x1 = torch.tensor([0, 1, 4], dtype=torch.int64)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.EmbeddingBag(10, 3, mode='mean')

    def forward(self, x0: Tensor, x1: Tensor):
        return self.m(x0, x1)
