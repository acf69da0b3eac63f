# Top-p filtering as written in sampling code: boolean mask shifted with a slice write, masked write of -inf, and a scatter back through the sort indices.
# >>> inputs
# logits:float32[V]
# p:float32[]
# <<<
# >>> sets
# logits = torch.randn(5); p = torch.tensor(0.9)
# logits = torch.randn(8); p = torch.tensor(0.0)
# logits = torch.randn(1); p = torch.tensor(1.0)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(logits: Tensor, p: Tensor) -> Tuple[Tensor, Tensor]:
    sorted_logits, sorted_idx = torch.sort(logits, descending=True)
    probs = torch.softmax(sorted_logits, dim=-1)
    cum = torch.cumsum(probs, dim=-1)
    remove = cum > p
    remove[1:] = remove[:-1].clone()
    remove[0] = False
    sorted_logits[remove] = float("-inf")
    out = torch.zeros_like(logits)
    out[sorted_idx] = sorted_logits
    return out, remove.sum()
