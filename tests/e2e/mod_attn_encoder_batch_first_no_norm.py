# nn.TransformerEncoder without a final norm, of batch_first pre-norm gelu layers.
# >>> inputs
# x:float32[batch,S,8]
# <<<
# >>> sets
# x = torch.randn(3, 5, 8)
# x = torch.randn(1, 1, 8)
# x = torch.randn(3, 2, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16, activation="gelu", batch_first=True, norm_first=True), 2)

    def forward(self, x: Tensor) -> Tensor:
        return self.enc(x)
