# Bilinear(3, 4, 5, bias=False), batch symbolic (two sizes)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[batch,3]
# x1:float32[batch,4]
# <<<
# >>> sets
# x0 = torch.randn((2, 3), dtype=torch.float32); x1 = torch.randn((2, 4), dtype=torch.float32)
# x0 = torch.randn((3, 3), dtype=torch.float32); x1 = torch.randn((3, 4), dtype=torch.float32)
# x0 = torch.randn((2, 3), dtype=torch.float32); x1 = torch.randn((2, 4), dtype=torch.float32)
# <<<
# >>> min-opset
# 12
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.Bilinear(3, 4, 5, bias=False)

    def forward(self, x0: Tensor, x1: Tensor):
        return self.m(x0, x1)
