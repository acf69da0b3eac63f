# >>> min-opset
# 16
# <<<
# >>> inputs
# emb:float32[T,4]
# w:float32[6,4]
# max_len:int64[]
# eos:int64[]
# <<<
# >>> sets
# emb = torch.randn(3, 4); w = torch.randn(6, 4); max_len = 0; eos = 2
# emb = torch.randn(5, 4); w = torch.randn(6, 4); max_len = 7; eos = 2
# emb = torch.randn(2, 4); w = torch.randn(6, 4); max_len = 9; eos = 100
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def step(h: Tensor, x: Tensor, w: Tensor) -> Tuple[Tensor, Tensor]:
    h2 = torch.tanh(h + x)
    return h2, w @ h2


def f(emb: Tensor, w: Tensor, max_len: int, eos: int) -> Tuple[Tensor, int, Tensor]:
    tokens: List[int] = []
    h = torch.zeros(4)
    last: Optional[Tensor] = None
    scores: List[Tensor] = []
    for t in range(max_len):
        h, logits = step(h, emb[t % emb.size(0)], w)
        if last is not None:
            logits = logits + 0.1 * last
        tok = int(logits.argmax())
        tokens.append(tok)
        scores.append(logits.max().reshape(1))
        last = logits
        if tok == eos:
            break
    best = torch.zeros(1) if len(scores) == 0 else torch.cat(scores).max().reshape(1)
    return torch.tensor(tokens, dtype=torch.int64), len(tokens), best
