# User-style: greedy decoding into a List[int] with break, torch.tensor of it (loop 0, 1, many times).
# >>> inputs
# w:float32[V,V]
# start:int64[]
# steps:int64[]
# <<<
# >>> sets
# w = torch.randn(6, 6); start = 2; steps = 0
# w = torch.randn(6, 6); start = 1; steps = 1
# w = torch.randn(9, 9); start = 0; steps = 12
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(w: Tensor, start: int, steps: int) -> Tensor:
    tokens: List[int] = [start]
    tok = start
    for _ in range(steps):
        logits = w[tok]
        tok = int(logits.argmax())
        if tok == 0:
            break
        tokens.append(tok)
    return torch.tensor(tokens, dtype=torch.long)
