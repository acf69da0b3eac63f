# A feature pyramid: a list grown by a loop of run-time length, enumerate over it, a dict of
# outputs whose keys are known at compile time, and the last level.
# >>> inputs
# x:float32[1,2,H,W]
# levels:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 2, 8, 8); levels = 3
# x = torch.randn(1, 2, 4, 6); levels = 1
# x = torch.randn(1, 2, 8, 4); levels = 0
# <<<
# >>> min-opset
# 13
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor, levels: int) -> Tuple[Tensor, Tensor, int]:
    feats: List[Tensor] = [x]
    cur = x
    for i in range(levels):
        cur = cur[:, :, ::2, ::2] * 0.5
        feats.append(cur)
    outs: Dict[str, Tensor] = {"first": torch.zeros(1, 2)}
    total = torch.zeros(1)
    for i, f_ in enumerate(feats):
        s = f_.mean(dim=(2, 3))
        total = total + s.sum()
        if i == 0:
            outs["first"] = s
    top = feats[-1]
    return outs["first"], total + top.sum(), len(feats)
