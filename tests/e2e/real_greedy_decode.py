# Greedy decoding as users write it: an embedding lookup, a recurrent step in a helper
# returning a tuple, log_softmax and .max(dim=-1) (a NamedTuple), tokens and scores appended
# to lists, an early break when every sequence has emitted EOS, and torch.stack of the lists
# (an empty result handled by the caller). max_len 0, 1 and several; two batch sizes.
# >>> inputs
# emb:float32[V,D]
# w:float32[D,D]
# h0:float32[B,D]
# max_len:int64[]
# eos:int64[]
# <<<
# >>> sets
# emb = torch.randn(7, 4); w = torch.randn(4, 4) * 0.5; h0 = torch.randn(2, 4); max_len = 0; eos = 3
# emb = torch.randn(7, 4); w = torch.randn(4, 4) * 0.5; h0 = torch.randn(2, 4); max_len = 1; eos = 3
# emb = torch.randn(9, 5); w = torch.randn(5, 5) * 0.5; h0 = torch.randn(3, 5); max_len = 6; eos = 2
# emb = torch.randn(5, 3); w = torch.randn(3, 3); h0 = torch.randn(1, 3); max_len = 12; eos = 0
# <<<
# >>> min-opset
# 13
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List, Tuple


def step(tok: Tensor, h: Tensor, emb: Tensor, w: Tensor) -> Tuple[Tensor, Tensor]:
    x = emb[tok]
    h = torch.tanh(x + h @ w)
    logits = h @ emb.t()
    return logits, h


def f(emb: Tensor, w: Tensor, h0: Tensor, max_len: int, eos: int) -> Tuple[Tensor, Tensor]:
    tok = torch.zeros(h0.size(0), dtype=torch.long)
    h = h0
    out: List[Tensor] = []
    scores: List[Tensor] = []
    done = torch.zeros(h0.size(0), dtype=torch.bool)
    for t in range(max_len):
        logits, h = step(tok, h, emb, w)
        logp = F.log_softmax(logits, dim=-1)
        best = logp.max(dim=-1)
        tok = torch.where(done, torch.full_like(best.indices, eos), best.indices)
        out.append(tok)
        scores.append(best.values)
        done = done | (tok == eos)
        if bool(done.all()):
            break
    if len(out) == 0:
        return torch.zeros(h0.size(0), 0, dtype=torch.long), torch.zeros(h0.size(0))
    return torch.stack(out, 1), torch.stack(scores, 1).sum(1)
