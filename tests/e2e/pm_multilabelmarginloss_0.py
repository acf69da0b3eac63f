# MultiLabelMarginLoss()
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[3,4]
# x1:int64[3,4]
# <<<
# >>> sets
# x0 = torch.randn((3, 4), dtype=torch.float32); x1 = torch.tensor([[3, 0, -1, 1], [0, 1, 2, 3], [-1, 0, 0, 0]], dtype=torch.int64)
# x0 = torch.randn((3, 4), dtype=torch.float32); x1 = torch.tensor([[3, 0, -1, 1], [0, 1, 2, 3], [-1, 0, 0, 0]], dtype=torch.int64)
# x0 = torch.randn((3, 4), dtype=torch.float32); x1 = torch.tensor([[3, 0, -1, 1], [0, 1, 2, 3], [-1, 0, 0, 0]], dtype=torch.int64)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.MultiLabelMarginLoss()

    def forward(self, x0: Tensor, x1: Tensor):
        return self.m(x0, x1)
