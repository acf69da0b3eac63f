# User-style: an RNN cell in a helper that updates a dict cache it is given (a counter tensor), outputs appended per step and stacked (0, 1, many steps).
# >>> inputs
# x:float32[T,4]
# h0:float32[4]
# <<<
# >>> sets
# x = torch.randn(0, 4); h0 = torch.randn(4)
# x = torch.randn(1, 4); h0 = torch.randn(4)
# x = torch.randn(5, 4); h0 = torch.randn(4)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def cell(x: Tensor, h: Tensor, cache: Dict[str, Tensor]) -> Tensor:
    h = torch.tanh(x * 0.5 + h * cache["w"])
    cache["n"] = cache["n"] + 1.0
    return h


def f(x: Tensor, h0: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    cache: Dict[str, Tensor] = {"w": torch.full([4], 0.9), "n": torch.zeros(())}
    h = h0
    outs: List[Tensor] = []
    for t in range(x.size(0)):
        h = cell(x[t], h, cache)
        outs.append(h)
    seq = torch.stack(outs) if len(outs) > 0 else torch.zeros(0, 4)
    return seq, h, cache["n"]
