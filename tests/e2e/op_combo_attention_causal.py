# >>> inputs
# q:float32[batch,seq,8]
# k:float32[batch,seq,8]
# v:float32[batch,seq,8]
# <<<
# >>> sets
# q = torch.randn(2, 3, 8); k = torch.randn(2, 3, 8); v = torch.randn(2, 3, 8)
# q = torch.randn(1, 5, 8); k = torch.randn(1, 5, 8); v = torch.randn(1, 5, 8)
# q = torch.randn(3, 4, 8); k = torch.randn(3, 4, 8); v = torch.randn(3, 4, 8)
# <<<
import math
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(q: Tensor, k: Tensor, v: Tensor) -> Tuple[Tensor, Tensor]:
    t = q.size(1)
    scores = q @ k.transpose(1, 2) / math.sqrt(q.size(-1))
    pos = torch.arange(t)
    mask = pos.unsqueeze(0) > pos.unsqueeze(1)
    scores = scores.masked_fill(mask, float('-inf'))
    w = F.softmax(scores, dim=-1)
    return w @ v, w
