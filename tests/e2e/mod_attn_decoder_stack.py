# nn.TransformerDecoder: 2 copies of a layer and a final norm, with a causal tgt_mask.
# >>> inputs
# y:float32[L,batch,8]
# m:float32[S,batch,8]
# tm:bool[L,L]
# <<<
# >>> sets
# y = torch.randn(4, 3, 8); m = torch.randn(5, 3, 8); tm = torch.triu(torch.ones(4, 4, dtype=torch.bool), diagonal=1)
# y = torch.randn(1, 1, 8); m = torch.randn(1, 1, 8); tm = torch.triu(torch.ones(1, 1, dtype=torch.bool), diagonal=1)
# y = torch.randn(6, 3, 8); m = torch.randn(2, 3, 8); tm = torch.triu(torch.ones(6, 6, dtype=torch.bool), diagonal=1)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.dec = nn.TransformerDecoder(nn.TransformerDecoderLayer(8, 2, 16), 2, nn.LayerNorm(8))

    def forward(self, y: Tensor, m: Tensor, tm: Tensor) -> Tensor:
        return self.dec(y, m, tgt_mask=tm)
