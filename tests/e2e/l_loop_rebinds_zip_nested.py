# A stacked recurrent update written with a comprehension over zip of the states and the
# weights (hs = [torch.tanh(inp @ w + h) for h, w in zip(hs, ws)]), rebound in a time loop
# nested in an outer loop over passes that reverses the list (hs = hs[::-1]): the states
# stay values carried by both loops. T = 0, 1 and 4; passes 0, 1 and 2.
# >>> inputs
# xs:float32[T,B,4]
# w0:float32[4,4]
# w1:float32[4,4]
# passes:int64[]
# <<<
# >>> sets
# xs = torch.randn(0, 2, 4); w0 = torch.randn(4, 4) * 0.5; w1 = torch.randn(4, 4) * 0.5; passes = 2
# xs = torch.randn(1, 3, 4); w0 = torch.randn(4, 4) * 0.5; w1 = torch.randn(4, 4) * 0.5; passes = 1
# xs = torch.randn(4, 2, 4); w0 = torch.randn(4, 4) * 0.5; w1 = torch.randn(4, 4) * 0.5; passes = 2
# xs = torch.randn(3, 2, 4); w0 = torch.randn(4, 4) * 0.5; w1 = torch.randn(4, 4) * 0.5; passes = 0
# <<<
import torch
from typing import List
from torch import Tensor


def f(xs: Tensor, w0: Tensor, w1: Tensor, passes: int):
    ws = [w0, w1]
    hs = [torch.zeros(xs.size(1), 4), torch.ones(xs.size(1), 4)]
    for p in range(passes):
        for t in range(xs.size(0)):
            inp = xs[t]
            hs = [torch.tanh(inp @ w + h) for h, w in zip(hs, ws)]
        hs = hs[::-1]
    return hs, torch.stack(hs).sum(0)
