# User-style: an LSTM-like (h, c) state tuple unpacked and rebuilt in a loop of 0, 1, many runs.
# >>> inputs
# x:float32[N,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); n = 0
# x = torch.randn(2, 4); n = 1
# x = torch.randn(5, 4); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tensor:
    state = (x, torch.zeros_like(x))
    for i in range(n):
        h, c = state
        c = c * 0.5 + torch.tanh(h)
        h = torch.sigmoid(c) * h
        state = (h, c)
    return state[0] + state[1]
