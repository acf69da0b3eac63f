# torch.jit.script accepts it: a key set in every run of a loop is in the dict after it iff the
# loop ran (an empty x runs it 0 times). Wrong if len(d), `in` or get ignore the trip count,
# or if the value is not the last one set.
# >>> inputs
# x:float32[N]
# <<<
# >>> sets
# x = torch.randn(3)
# x = torch.randn(5)
# x = torch.zeros(0)
# x = torch.randn(1)
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor) -> Tuple[int, bool, Tensor]:
    d: Dict[str, Tensor] = {"a": x}
    for t in x:
        d["last"] = t
    return len(d), "last" in d, d.get("last", torch.full((), -7.0))
