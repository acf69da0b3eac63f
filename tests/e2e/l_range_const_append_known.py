# A feature pyramid as users write it: levels appended by `for i in range(3)` (a compile-time
# trip count, so the list's length is known: plain values, no sequence), read back by index
# in a reversed constant range, outputs in a dict keyed "p" + str(level).
# >>> inputs
# x:float32[1,C,H,W]
# <<<
# >>> sets
# x = torch.randn(1, 2, 16, 16)
# x = torch.randn(1, 3, 32, 8)
# x = torch.randn(1, 2, 8, 24)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def up2(t: Tensor) -> Tensor:
    n, c, h, w = t.shape
    return t.unsqueeze(3).unsqueeze(5).expand(-1, -1, -1, 2, -1, 2).reshape(n, c, h * 2, w * 2)


def f(x: Tensor) -> Dict[str, Tensor]:
    feats: List[Tensor] = []
    cur = x
    for i in range(3):
        cur = cur[:, :, ::2, ::2] * 0.5 + float(i)
        feats.append(cur)
    outs: Dict[str, Tensor] = {}
    prev = feats[-1]
    outs["p" + str(len(feats))] = prev
    for idx in range(len(feats) - 2, -1, -1):
        prev = feats[idx] + up2(prev)
        outs["p" + str(idx + 1)] = prev
    return outs
