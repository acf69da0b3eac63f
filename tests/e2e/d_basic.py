# Dict[str, Tensor] and Dict[str, int] with constant keys: built, read, written, iterated with
# keys/values/items, updated in a loop with a run-time trip count, merged after an if, and
# returned (one output per value, in insertion order).
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.ones(3); k = 0
# x = -torch.ones(4); k = 1
# x = torch.randn(2); k = 5
# <<<
import torch
from typing import Dict
from torch import Tensor


def f(x: Tensor, k: int) -> Dict[str, Tensor]:
    d: Dict[str, Tensor] = {}
    d["a"] = x
    d["b"] = x * 2
    counts = {"steps": 0, "pos": 0}
    for i in range(k):
        d["a"] = d["a"] + d["b"]
        counts["steps"] += 1
    if bool(x.sum() > 0):
        d["b"] = d["b"] - 1
        counts["pos"] = 1
    acc = x * 0
    for key in d:
        acc = acc + d[key]
    for key, v in d.items():
        acc = acc * 2 + v
    for v in d.values():
        acc = acc - v
    out = {"acc": acc, "a": d["a"], "n": x * counts["steps"] + counts["pos"]}
    if "b" in d and "z" not in d:
        out["has"] = d.get("b", x) + len(d)
    return out
