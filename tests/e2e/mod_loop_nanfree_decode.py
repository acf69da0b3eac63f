# Loop bodies lowered leaner where values are known (issue 23): an argmax or max of a
# Linear over tanh of a Linear of constants is NaN-free (backend_onnx/lower_range.c), one
# ArgMax with no NaN key; an embedding of a token the body keeps non-negative (an argmax,
# masked_fill by 0) checks the first token before the Loop (lower_sign.c, lw_keptnonneg:
# a negative first token still fails, the `raises` set); `not bool(done.all())` is one
# Equal (onnxpeep, notcast).  And where none of that is known: a state that grows to inf
# and NaN (its argmax and max put the NaN first as PyTorch does), a constant with a NaN, a
# run-time step count (0 in one set: the tokens are returned as given)
# >>> inputs
# tok:int64[B]
# n:int64[]
# <<<
# >>> sets
# tok = torch.tensor([3, 7, 11, 30]); n = torch.tensor(5)
# tok = torch.tensor([5]); n = torch.tensor(1)
# tok = torch.randint(1, 32, (8,)); n = torch.tensor(0)
# tok = torch.tensor([3, 0, 2]); n = torch.tensor(0)
# tok = torch.zeros(0, dtype=torch.long); n = torch.tensor(3)
# <<<
# >>> min-opset
# 13
# <<<
# >>> raises
# tok = torch.tensor([-3, 4, 2]); n = torch.tensor(2)
# <<<
from typing import List, Tuple

import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(32, 16)
        self.hid = nn.Linear(32, 16)
        self.out = nn.Linear(16, 32)
        self.grow = nn.Linear(16, 16)

    def forward(self, tok: Tensor, n: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
        h = torch.zeros(tok.size(0), 16)
        done = tok == 0
        steps: List[Tensor] = []
        best = torch.zeros(tok.size(0))
        t = tok
        for _ in range(6):
            h = torch.tanh(self.hid(torch.cat([self.emb(t), h], 1)))
            logits = self.out(h)
            best = best + logits.max(-1)[0]
            t = logits.argmax(-1)
            t = t.masked_fill(done, 0)
            steps.append(t)
            done = done | (t == 0)
            if not bool(done.all()):
                continue
            break
        g = torch.zeros(tok.size(0), 16)
        gi = torch.zeros(tok.size(0), dtype=torch.long)
        for _ in range(40):
            g = self.grow(g + 1.0) * 1e10
            gi = g.argmax(-1)
        nanc = torch.tensor([1.0, float("nan"), 3.0]).expand(tok.size(0), 3)
        u = tok
        for _ in range(int(n)):
            u = self.out(self.emb(u)).argmax(-1)
        return torch.stack(steps, 1), best, gi, g.max(-1)[0], nanc.argmax(-1), u, done
