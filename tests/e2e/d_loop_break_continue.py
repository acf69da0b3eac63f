# break and continue in loops over a dict's items(), keys() and values() (TorchScript allows
# them: items() is a list), with keys used inside the body and a value written in place: a
# Loop over the positions picking each element with a chain of ifs.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 3.0]); n = 0
# x = torch.tensor([1.0, 2.0, 3.0]); n = 10
# x = torch.tensor([-1.0, 0.5, 0.25]); n = 2
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, Tensor]:
    d: Dict[str, Tensor] = {"a": x.clone(), "b": x * 2.0, "c": x * 3.0}
    acc = torch.zeros_like(x)
    seen = 0
    for k, v in d.items():
        if bool(v.sum() > n):
            break
        if k == "b":
            v.add_(1.0)
        acc = acc + v
        seen += 1
    for k in d:
        if k == "a":
            continue
        seen += 10
    for v in d.values():
        if bool(v.sum() < 0):
            continue
        acc = acc + v
    return acc, seen, d["b"]
