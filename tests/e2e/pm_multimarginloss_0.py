# MultiMarginLoss(), batch symbolic (two sizes)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[batch,5]
# x1:int64[batch]
# <<<
# >>> sets
# x0 = torch.randn((3, 5), dtype=torch.float32); x1 = torch.randint(0, 5, (3,))
# x0 = torch.randn((4, 5), dtype=torch.float32); x1 = torch.randint(0, 5, (4,))
# x0 = torch.randn((3, 5), dtype=torch.float32); x1 = torch.randint(0, 5, (3,))
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.MultiMarginLoss()

    def forward(self, x0: Tensor, x1: Tensor):
        return self.m(x0, x1)
