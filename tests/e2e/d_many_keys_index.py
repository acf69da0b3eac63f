# A dict of more keys than are scanned (frontend/dictkeys.c: from 16 keys on, a key is found
# through an index per array of keys): keys set one by one (the array grows in place, then
# into larger copies that take the index along), set again, read by d[k], get, in and len,
# set on both branches of an if (one array, or two that the merge joins), on one branch only
# (a flag), in a loop, removed by del and pop, and iterated.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(4).abs() + 0.1; k = 2
# x = -torch.randn(2).abs() - 0.1; k = 1
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, int, List[Tensor]]:
    d: Dict[str, Tensor] = {}
    d["p0"] = x * 1.0
    d["p1"] = x * 2.0
    d["p2"] = x * 3.0
    d["p3"] = x * 4.0
    d["p4"] = x * 5.0
    d["p5"] = x * 6.0
    d["p6"] = x * 7.0
    d["p7"] = x * 8.0
    d["p8"] = x * 9.0
    d["p9"] = x * 10.0
    d["p10"] = x * 11.0
    d["p11"] = x * 12.0
    d["p12"] = x * 13.0
    d["p13"] = x * 14.0
    d["p14"] = x * 15.0
    d["p15"] = x * 16.0
    d["p16"] = x * 17.0
    d["p17"] = x * 18.0
    d["p18"] = x * 19.0
    d["p19"] = x * 20.0
    d["p3"] = d["p3"] + 0.5
    acc = d["p19"] + d.get("p0", x) + d.get("nope", x * 0.0)
    if x.sum() > 0:
        d["p5"] = x * 100.0
        d["both"] = x + 1.0
    else:
        d["both"] = x - 1.0
    if x.sum() > 0:
        d["then_only"] = x * 7.0
    if "then_only" in d:
        acc = acc + d["then_only"]
    acc = acc + d.get("then_only", x * 0.5)
    if "p7" in d and "nope" not in d:
        acc = acc + d["p7"]
    for i in range(k):
        d["p8"] = d["p8"] * 2.0
    del d["p2"]
    acc = acc + d.pop("p4")
    if "p2" not in d:
        acc = acc + 1.0
    n = len(d)
    at = 0
    for key in d.keys():  # (the order of the keys: where each lands)
        at += 1
        if key == "both" or key == "then_only" or key == "p19":
            acc = acc + float(at) * 1000.0
    for key, v in d.items():
        acc = acc + v * 0.01
    return acc, n, [d["p0"], d["p3"], d["p5"], d["p8"], d["both"], d["p19"]]
