# Greedy decoding of 100 steps with a small MLP body (issue 23): each step embeds the last
# token, runs a Linear-tanh-Linear over it and the running state, takes the argmax as the
# next token; it stops when every row has emitted EOS (token 0) or after 100 steps.
# >>> inputs
# tok:int64[B]
# <<<
# >>> sets
# tok = torch.tensor([3, 7, 11, 30])
# tok = torch.tensor([5])
# tok = torch.randint(1, 32, (8,))
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.emb = nn.Embedding(32, 16)
        self.hid = nn.Linear(32, 16)
        self.out = nn.Linear(16, 32)

    def forward(self, tok: Tensor) -> Tensor:
        eos = 0
        h = torch.zeros(tok.size(0), 16)
        done = tok == eos
        steps: List[Tensor] = []
        for _ in range(100):
            h = torch.tanh(self.hid(torch.cat([self.emb(tok), h], 1)))
            tok = self.out(h).argmax(-1)
            tok = tok.masked_fill(done, eos)
            steps.append(tok)
            done = done | (tok == eos)
            if bool(done.all()):
                break
        return torch.stack(steps, 1)
