# EmbeddingBag(10, 3, mode='sum')
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:int64[7]
# x1:int64[2]
# x2:float32[7]
# <<<
# >>> sets
# x0 = torch.randint(0, 10, (7,)); x1 = torch.tensor([0, 3], dtype=torch.int64); x2 = torch.rand((7,)) * 1 + 0
# x0 = torch.randint(0, 10, (7,)); x1 = torch.tensor([0, 3], dtype=torch.int64); x2 = torch.rand((7,)) * 1 + 0
# x0 = torch.randint(0, 10, (7,)); x1 = torch.tensor([0, 3], dtype=torch.int64); x2 = torch.rand((7,)) * 1 + 0
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.EmbeddingBag(10, 3, mode='sum')

    def forward(self, x0: Tensor, x1: Tensor, x2: Tensor):
        return self.m(x0, x1, x2)
