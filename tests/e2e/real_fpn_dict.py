# User-style: a feature pyramid appended in a constant loop, returned as a dict with str(i) keys.
# >>> inputs
# x:float32[B,3,8,8]
# <<<
# >>> sets
# x = torch.randn(1, 3, 8, 8)
# x = torch.randn(2, 3, 8, 8)
# x = torch.randn(3, 3, 8, 8)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor) -> Dict[str, Tensor]:
    feats: List[Tensor] = []
    y = x
    for i in range(3):
        y = y[:, :, ::2, ::2] * 0.5 + y[:, :, 1::2, 1::2] * 0.5
        feats.append(y)
    out: Dict[str, Tensor] = {}
    for i, t in enumerate(feats):
        out["p" + str(i)] = t * 2.0
    return out
