# Wrong if a dict's lists are copies: appends through the dict, through another name and on
# one branch of an if must all reach the one list; a list replaced on one branch only is the
# new list after the if on that path.
# >>> inputs
# x:float32[B]
# n:int64[]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0; flag = True
# x = torch.randn(3); n = 1; flag = False
# x = torch.randn(2); n = 4; flag = True
# x = torch.randn(4); n = 3; flag = False
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor, n: int, flag: bool) -> Tuple[Tensor, int, int, int, Tensor]:
    a: List[Tensor] = []
    d: Dict[str, List[Tensor]] = {"a": a}
    d["b"] = [x]
    ints: Dict[str, List[int]] = {"k": [1, 2]}
    for i in range(n):
        a.append(x * float(i))
        d["b"].append(x + float(i))
        ints["k"].append(i)
    if flag:
        d["a"].append(x * 100.0)
        ints["k"] = [7]
    acc = torch.zeros_like(x)
    for k, v in d.items():
        for t in v:
            acc = acc * 0.5 + t
    total = 0
    for j in ints["k"]:
        total += j
    return acc, len(a), len(d["a"]), total, torch.stack(d["b"]).sum(0)
