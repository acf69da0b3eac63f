# TransformerEncoderLayer(8, 4, dim_feedforward=24, dropout=0.5, layer_norm_eps=0.001), batch symbolic (two sizes)
# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.
# >>> inputs
# x0:float32[batch,3,8]
# <<<
# >>> sets
# x0 = torch.randn((5, 3, 8), dtype=torch.float32)
# x0 = torch.randn((6, 3, 8), dtype=torch.float32)
# x0 = torch.randn((5, 3, 8), dtype=torch.float32)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.TransformerEncoderLayer(8, 4, dim_feedforward=24, dropout=0.5, layer_norm_eps=0.001)

    def forward(self, x0: Tensor):
        return self.m(x0)
