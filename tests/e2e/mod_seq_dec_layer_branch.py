# nn.TransformerDecoderLayer (norm_first) under a data-dependent branch against a plain
# residual, its memory of another run-time length; lengths 1 and several, batch 1 and 2.
# >>> inputs
# tgt:float32[T,batch,8]
# mem:float32[S,batch,8]
# <<<
# >>> sets
# tgt = torch.randn(1, 1, 8) + 0.3; mem = torch.randn(1, 1, 8)
# tgt = torch.randn(4, 2, 8) - 0.3; mem = torch.randn(3, 2, 8)
# tgt = torch.randn(3, 2, 8) + 0.3; mem = torch.randn(5, 2, 8)
# tgt = torch.randn(2, 1, 8) - 0.3; mem = torch.randn(1, 1, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerDecoderLayer(8, 2, dim_feedforward=16, norm_first=True)

    def forward(self, tgt: Tensor, mem: Tensor) -> Tensor:
        if bool(tgt.mean() > 0):
            return self.layer(tgt, mem)
        return tgt + mem.mean(0, keepdim=True)
