# nn.MultiheadAttention (batch_first) under a data-dependent branch: with a bool
# key_padding_mask built from lengths on one path, a causal float attn_mask on the other;
# batch 1 and 3.
# >>> inputs
# x:float32[batch,S,8]
# lens:int64[batch]
# <<<
# >>> sets
# x = torch.randn(1, 1, 8) + 0.2; lens = torch.tensor([1])
# x = torch.randn(3, 5, 8) + 0.2; lens = torch.tensor([5, 2, 1])
# x = torch.randn(3, 4, 8) - 0.2; lens = torch.tensor([4, 4, 3])
# x = torch.randn(1, 5, 8) - 0.2; lens = torch.tensor([3])
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2, batch_first=True)

    def forward(self, x: Tensor, lens: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        if bool(x.mean() > 0):
            pad = torch.arange(x.size(1)).unsqueeze(0) >= lens.unsqueeze(1)
            return self.attn(x, x, x, key_padding_mask=pad)
        S = x.size(1)
        causal = torch.triu(torch.full((S, S), float('-inf')), diagonal=1)
        return self.attn(x, x, x, attn_mask=causal)
