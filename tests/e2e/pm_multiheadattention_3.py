# MultiheadAttention(8, 2, add_bias_kv=True, add_zero_attn=True)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[5,3,8]
# x1:float32[4,3,8]
# x2:float32[4,3,8]
# <<<
# >>> sets
# x0 = torch.randn((5, 3, 8), dtype=torch.float32); x1 = torch.randn((4, 3, 8), dtype=torch.float32); x2 = torch.randn((4, 3, 8), dtype=torch.float32)
# x0 = torch.randn((5, 3, 8), dtype=torch.float32); x1 = torch.randn((4, 3, 8), dtype=torch.float32); x2 = torch.randn((4, 3, 8), dtype=torch.float32)
# x0 = torch.randn((5, 3, 8), dtype=torch.float32); x1 = torch.randn((4, 3, 8), dtype=torch.float32); x2 = torch.randn((4, 3, 8), dtype=torch.float32)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.MultiheadAttention(8, 2, add_bias_kv=True, add_zero_attn=True)

    def forward(self, x0: Tensor, x1: Tensor, x2: Tensor):
        return self.m(x0, x1, x2)
