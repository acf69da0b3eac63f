# d_maybe_keys at -O0 (no DCE): the loop variable over a dict whose keys are known only at run time is an If output of type str no one reads; lowering drops it (it was "a string value cannot be computed in ONNX").
# >>> options
# -O0
# <<<
# (d_maybe_keys:) Wrong if keys set on some paths only (nested ifs, both branches, `not in` tests) are seen
# on the others: get with a default, len, in/not in, items() and values() must follow which
# keys the dict has at run time, in insertion order.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 2
# x = torch.randn(4); n = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, int, bool, int]:
    d: Dict[str, Tensor] = {}
    if n > 0:
        d["a"] = x + 1.0
        if n > 1:
            d["b"] = x * 2.0
    else:
        d["c"] = x - 3.0
    if n > 4:
        d["e"] = x * 5.0
    g = d.get("b", x * 0.0) + d.get("c", torch.ones_like(x))
    if "a" not in d:
        d["z"] = x * 7.0
    else:
        d["a"] = d["a"] + 1.0
    acc = torch.zeros_like(x)
    names = 0
    for k, v in d.items():
        acc = acc * 3.0 + v
        names = names * 10 + len(k)
    st = torch.stack(d.values()).sum(0)
    counts: Dict[str, int] = {"zero": 0}
    if n % 2 == 1:
        counts["odd"] = n
    tot = 0
    for k in counts:
        tot += counts[k] + 1
    return acc, g, st, len(d), "b" in d, tot + len(counts)
