# >>> inputs
# xs:float32[T,B,3]
# w0:float32[7,16]
# w1:float32[8,16]
# <<<
# >>> stderr
# entry_returns_rows.py:50:9: error: a list of tuples whose length is known only at run time cannot be returned from the entry (an ONNX output is a tensor or a sequence of tensors): return a list per field of its tuples
#    50 |         return torch.zeros(0, B, H), states
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# entry_returns_rows.py:51:5: error: a list of tuples whose length is known only at run time cannot be returned from the entry (an ONNX output is a tensor or a sequence of tensors): return a list per field of its tuples
#    51 |     return torch.stack(outs), states
#       |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# A two-layer LSTM returning its per-layer states, a List[Tuple[Tensor, Tensor]] a loop
# rebuilt (so of run-time length here): ONNX has no output for a list of tuples, and
# returning it field by field would change what the caller gets, so it is refused (from a
# helper it is passed back field by field: e2e/real_segments_helper_rows).
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
