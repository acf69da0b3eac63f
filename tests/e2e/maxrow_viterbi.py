# A min-cost Viterbi decode (issue 23; bench/ort_latency/loops/viterbi.py is its max form):
# per step the cheapest transition into every state with its argmin written as the row
# `back[t]`, then a backtrace from the cheapest last state.  Costs with NaN (the first NaN
# wins, as in PyTorch), ties (the first index) and +inf; T = 1 runs both loops zero times.
# >>> inputs
# cost:float32[T,S]
# trans:float32[S,S]
# <<<
# >>> sets
# cost = torch.randn(30, 6); trans = torch.rand(6, 6)
# cost = torch.randn(1, 4); trans = torch.rand(4, 4)
# cost = torch.randn(50, 9); trans = torch.rand(9, 9)
# cost = torch.tensor([[0.0, 0.0, 1.0], [float('nan'), 0.0, 0.0], [1.0, 1.0, 1.0], [float('inf'), 0.0, float('inf')]]); trans = torch.zeros(3, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def decode(cost: Tensor, trans: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    steps = cost.size(0)
    acc = cost[0]
    back = torch.full((steps, cost.size(1)), -1, dtype=torch.long)
    for t in range(1, steps):
        cheapest, src = torch.min(acc.unsqueeze(1) + trans, dim=0)
        acc = cheapest + cost[t]
        back[t] = src
    total, state = acc.min(0)
    states = torch.zeros(steps, dtype=torch.long)
    states[steps - 1] = state
    t = steps - 1
    while t > 0:
        state = back[t][state]
        states[t - 1] = state
        t -= 1
    return total, states, back
