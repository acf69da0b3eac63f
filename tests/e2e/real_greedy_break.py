# Greedy decoding with a data-dependent break: List[int] of tokens and a List[Tensor] of scores grown in the loop, both returned or summarized (0, 1 and many steps).
# >>> inputs
# h:float32[H]
# w:float32[V,H]
# n:int64[]
# <<<
# >>> sets
# h = torch.randn(4); w = torch.randn(5, 4); n = 0
# h = torch.randn(4); w = torch.randn(5, 4); n = 1
# h = torch.randn(3); w = torch.randn(7, 3); n = 6
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(h: Tensor, w: Tensor, n: int) -> Tuple[Tensor, List[int]]:
    tokens: List[int] = []
    scores = []
    for step in range(n):
        logits = (w @ h)
        probs = torch.softmax(logits, dim=0)
        best = int(torch.argmax(probs).item())
        if best == 0 and step > 2:
            break
        tokens.append(best)
        scores.append(probs[best])
        h = torch.tanh(h + w[best])
    if len(scores) == 0:
        return torch.zeros(1), tokens
    return torch.stack(scores).log().sum().reshape(1), tokens
