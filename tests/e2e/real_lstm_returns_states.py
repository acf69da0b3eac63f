# A two-layer LSTM returning its per-layer states, a List[Tuple[Tensor, Tensor]] that the
# time loop rebinds to a fresh list of the same length each step (states = new_states): it
# stays a list of known length, carried value by value, so the entry returns it flattened
# (stacked outputs, then h and c of each layer). It was refused as a list of tuples of
# run-time length. T = 0 (the loop never runs: the zero states), 1 and several.
# >>> inputs
# xs:float32[T,B,3]
# w0:float32[7,16]
# w1:float32[8,16]
# <<<
# >>> sets
# xs = torch.randn(0, 2, 3); w0 = torch.randn(7, 16) * 0.5; w1 = torch.randn(8, 16) * 0.5
# xs = torch.randn(1, 2, 3); w0 = torch.randn(7, 16) * 0.5; w1 = torch.randn(8, 16) * 0.5
# xs = torch.randn(6, 3, 3); w0 = torch.randn(7, 16) * 0.5; w1 = torch.randn(8, 16) * 0.5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def lstm_cell(x: Tensor, h: Tensor, c: Tensor, w: Tensor) -> Tuple[Tensor, Tensor]:
    gates = torch.cat([x, h], 1) @ w
    i, f, g, o = gates.chunk(4, 1)
    c2 = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
    h2 = torch.sigmoid(o) * torch.tanh(c2)
    return h2, c2


def f(xs: Tensor, w0: Tensor, w1: Tensor) -> Tuple[Tensor, List[Tuple[Tensor, Tensor]]]:
    B = xs.size(1)
    H = w0.size(1) // 4
    weights = [w0, w1]
    states: List[Tuple[Tensor, Tensor]] = []
    for layer in range(2):
        states.append((torch.zeros(B, H), torch.zeros(B, H)))
    outs: List[Tensor] = []
    for t in range(xs.size(0)):
        inp = xs[t]
        new_states: List[Tuple[Tensor, Tensor]] = []
        for layer, w in enumerate(weights):
            h, c = states[layer]
            h, c = lstm_cell(inp, h, c, w)
            new_states.append((h, c))
            inp = h
        states = new_states
        outs.append(inp)
    if len(outs) == 0:
        return torch.zeros(0, B, H), states
    return torch.stack(outs), states
