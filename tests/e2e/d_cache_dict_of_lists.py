# A key/value cache as a Dict[str, List[Tensor]] whose lists a decoding loop appends to
# (cache["k"].append(...)), stacked after (an empty cache when the loop never runs, guarded
# by len); and the length of the other list. steps = 0, 1 and 4.
# >>> inputs
# x:float32[N]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(3); steps = 0
# x = torch.randn(2); steps = 1
# x = torch.randn(3); steps = 4
# <<<
# >>> min-opset
# 13
# <<<
from typing import Dict, List, Optional, Tuple
import torch
from torch import Tensor

def f(x: Tensor, steps: int):
    cache: Dict[str, List[Tensor]] = {"k": [], "v": []}
    for t in range(steps):
        cache["k"].append(x * t)
        cache["v"].append(x + t)
    k = torch.stack(cache["k"]) if len(cache["k"]) > 0 else torch.zeros(0, x.size(0))
    return k, len(cache["v"])
