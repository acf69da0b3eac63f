# A decoder-only language model's generation loop: token embedding plus a learned position
# table, a causal TransformerEncoder (batch_first) over the tokens so far with the mask made
# by torch.triu of torch.full for the run-time length (as generate_square_subsequent_mask
# makes it), the argmax of the last position appended, n steps (0, 1, several) from a prompt
# of run-time length.
# >>> inputs
# tok:int64[batch,T]
# n:int64[]
# <<<
# >>> sets
# tok = torch.randint(0, 11, (2, 3)); n = 0
# tok = torch.randint(0, 11, (1, 1)); n = 1
# tok = torch.randint(0, 11, (3, 2)); n = 4
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(11, 8)
        self.pos = nn.Parameter(torch.empty(16, 8))
        layer = nn.TransformerEncoderLayer(8, 2, 16, batch_first=True, norm_first=True)
        self.body = nn.TransformerEncoder(layer, 2, nn.LayerNorm(8))
        self.head = nn.Linear(8, 11)

    def forward(self, tok: Tensor, n: int) -> Tensor:
        for i in range(n):
            t = tok.size(1)
            h = self.emb(tok) + self.pos[:t]
            mask = torch.triu(torch.full((t, t), float("-inf")), diagonal=1)
            h = self.body(h, mask=mask)
            nxt = self.head(h[:, -1]).argmax(-1, keepdim=True)
            tok = torch.cat([tok, nxt], 1)
        return tok
