# CosineEmbeddingLoss(margin=0.2, reduction='sum')
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[3,4]
# x1:float32[3,4]
# x2:int64[3]
# <<<
# >>> sets
# x0 = torch.randn((3, 4), dtype=torch.float32); x1 = torch.randn((3, 4), dtype=torch.float32); x2 = torch.tensor([1, -1, 1], dtype=torch.int64)
# x0 = torch.randn((3, 4), dtype=torch.float32); x1 = torch.randn((3, 4), dtype=torch.float32); x2 = torch.tensor([1, -1, 1], dtype=torch.int64)
# x0 = torch.randn((3, 4), dtype=torch.float32); x1 = torch.randn((3, 4), dtype=torch.float32); x2 = torch.tensor([1, -1, 1], dtype=torch.int64)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.CosineEmbeddingLoss(margin=0.2, reduction='sum')

    def forward(self, x0: Tensor, x1: Tensor, x2: Tensor):
        return self.m(x0, x1, x2)
