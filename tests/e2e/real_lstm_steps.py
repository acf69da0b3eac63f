# An LSTM-style recurrence written as users write it: a (h, c) tuple state carried by a loop
# over time steps, outputs appended to a list and stacked, an early break on a length, and an
# optional initial state.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[T,3]
# w:float32[12,6]
# length:int64[]
# use_init:bool[]
# <<<
# >>> sets
# x = torch.randn(4, 3); w = torch.randn(12, 6) * 0.5; length = 4; use_init = True
# x = torch.randn(5, 3); w = torch.randn(12, 6) * 0.5; length = 2; use_init = False
# x = torch.randn(3, 3); w = torch.randn(12, 6) * 0.5; length = 0; use_init = True
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def cell(x: Tensor, state: Tuple[Tensor, Tensor], w: Tensor) -> Tuple[Tensor, Tensor]:
    h, c = state
    gates = w @ torch.cat([x, h])
    i, f, g, o = gates.chunk(4)
    c2 = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
    h2 = torch.sigmoid(o) * torch.tanh(c2)
    return h2, c2


def f(x: Tensor, w: Tensor, length: int, use_init: bool) -> Tuple[Tensor, Tensor, int]:
    init: Optional[Tuple[Tensor, Tensor]] = None
    if use_init:
        init = (torch.ones(3) * 0.1, torch.zeros(3))
    state = (torch.zeros(3), torch.zeros(3)) if init is None else init
    outs: List[Tensor] = []
    for t in range(x.size(0)):
        if t >= length:
            break
        state = cell(x[t], state, w)
        outs.append(state[0])
    h, c = state
    y = torch.stack(outs) if len(outs) > 0 else torch.zeros(0, 3)
    return y, h + c, len(outs)
