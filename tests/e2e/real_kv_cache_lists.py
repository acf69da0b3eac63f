# A decoder's key/value cache as users write it: a List[Tensor] per layer made by a
# comprehension, each element replaced by torch.cat of itself and the new row inside a
# loop with a run-time bound (list element assignment that a loop carries), attention over
# the cache so far, and the cache returned from the entry. Steps 0, 1 and several.
# >>> inputs
# x0:float32[1,4]
# wq:float32[4,4]
# wk:float32[4,4]
# steps:int64[]
# <<<
# >>> sets
# x0 = torch.randn(1, 4); wq = torch.randn(4, 4) * 0.5; wk = torch.randn(4, 4) * 0.5; steps = 0
# x0 = torch.randn(1, 4); wq = torch.randn(4, 4) * 0.5; wk = torch.randn(4, 4) * 0.5; steps = 1
# x0 = torch.randn(1, 4); wq = torch.randn(4, 4) * 0.5; wk = torch.randn(4, 4) * 0.5; steps = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List, Tuple


def attend(q: Tensor, k: Tensor, v: Tensor) -> Tensor:
    w = F.softmax(q @ k.t() / k.size(1) ** 0.5, dim=-1)
    return w @ v


def f(x0: Tensor, wq: Tensor, wk: Tensor, steps: int) -> Tuple[Tensor, List[Tensor]]:
    layers = 2
    kcache: List[Tensor] = [torch.zeros(0, x0.size(1)) for _ in range(layers)]
    vcache: List[Tensor] = [torch.zeros(0, x0.size(1)) for _ in range(layers)]
    h = x0
    outs: List[Tensor] = []
    for t in range(steps):
        for l in range(layers):
            k = h @ wk
            kcache[l] = torch.cat([kcache[l], k], 0)
            vcache[l] = torch.cat([vcache[l], h], 0)
            h = torch.tanh(attend(h @ wq, kcache[l], vcache[l]) + h)
        outs.append(h)
    return h, kcache
