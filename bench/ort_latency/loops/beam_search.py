# A beam search step loop (issue 23): K beams over a vocabulary of 50, each step scores
# every (beam, token) pair, keeps the best K of beam*vocab with topk, and follows the back
# pointers with a gather of the beams' histories.
# >>> inputs
# tok:int64[K]
# steps:int64[]
# <<<
# >>> sets
# tok = torch.tensor([1, 2, 3, 4]); steps = 30
# tok = torch.tensor([7, 9]); steps = 1
# tok = torch.tensor([5, 6, 8, 10, 12, 14]); steps = 50
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import Tuple


class Beam(nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.emb = nn.Embedding(50, 16)
        self.proj = nn.Linear(16, 50)

    def forward(self, tok: Tensor, steps: int) -> Tuple[Tensor, Tensor]:
        k = tok.size(0)
        vocab = 50
        scores = torch.zeros(k)
        hist = tok.unsqueeze(1)
        for _ in range(steps):
            logp = F.log_softmax(self.proj(torch.tanh(self.emb(tok))), dim=-1)
            total = (scores.unsqueeze(1) + logp).reshape(-1)
            scores, idx = total.topk(k)
            back = torch.div(idx, vocab, rounding_mode="floor")
            tok = idx % vocab
            hist = torch.cat([hist.index_select(0, back), tok.unsqueeze(1)], 1)
        return scores, hist
