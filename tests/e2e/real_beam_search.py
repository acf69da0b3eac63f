# Beam search as users write it: scores of the beams plus log-probabilities, flattened and
# topk'd, the source beam by floor division and the token by %, index_select of the hidden
# state and of the tokens so far, torch.cat of a growing [beam, t] token tensor. Steps 0, 1
# and several; beam 1 and 3.
# >>> inputs
# emb:float32[V,D]
# w:float32[D,D]
# h0:float32[1,D]
# beam:int64[]
# steps:int64[]
# <<<
# >>> sets
# emb = torch.randn(6, 4); w = torch.randn(4, 4) * 0.5; h0 = torch.randn(1, 4); beam = 3; steps = 0
# emb = torch.randn(6, 4); w = torch.randn(4, 4) * 0.5; h0 = torch.randn(1, 4); beam = 3; steps = 1
# emb = torch.randn(8, 5); w = torch.randn(5, 5) * 0.5; h0 = torch.randn(1, 5); beam = 3; steps = 4
# emb = torch.randn(5, 3); w = torch.randn(3, 3) * 0.5; h0 = torch.randn(1, 3); beam = 1; steps = 3
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List, Tuple


def f(emb: Tensor, w: Tensor, h0: Tensor, beam: int, steps: int) -> Tuple[Tensor, Tensor]:
    V = emb.size(0)
    h = h0.expand(beam, h0.size(1)).contiguous()
    scores = torch.zeros(beam)
    scores[1:] = -1e9
    tokens = torch.zeros(beam, 0, dtype=torch.long)
    tok = torch.zeros(beam, dtype=torch.long)
    for t in range(steps):
        h = torch.tanh(emb[tok] + h @ w)
        logp = F.log_softmax(h @ emb.t(), dim=-1)
        cand = (scores[:, None] + logp).view(-1)
        top = cand.topk(beam)
        src = torch.div(top.indices, V, rounding_mode="floor")
        tok = top.indices % V
        scores = top.values
        h = h.index_select(0, src)
        tokens = torch.cat([tokens.index_select(0, src), tok[:, None]], 1)
    return tokens, scores
