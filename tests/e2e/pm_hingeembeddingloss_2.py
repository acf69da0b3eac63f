# HingeEmbeddingLoss(margin=0.7, reduction='none')
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[3,4]
# x1:float32[3,4]
# <<<
# >>> sets
# x0 = torch.randn((3, 4), dtype=torch.float32); x1 = torch.tensor([[1, -1, 1, -1], [1, -1, 1, -1], [1, -1, 1, -1]], dtype=torch.float32)
# x0 = torch.randn((3, 4), dtype=torch.float32); x1 = torch.tensor([[1, -1, 1, -1], [1, -1, 1, -1], [1, -1, 1, -1]], dtype=torch.float32)
# x0 = torch.randn((3, 4), dtype=torch.float32); x1 = torch.tensor([[1, -1, 1, -1], [1, -1, 1, -1], [1, -1, 1, -1]], dtype=torch.float32)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.HingeEmbeddingLoss(margin=0.7, reduction='none')

    def forward(self, x0: Tensor, x1: Tensor):
        return self.m(x0, x1)
