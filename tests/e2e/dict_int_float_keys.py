# Dict[int, T] and Dict[float, T] (issue 22: TorchScript's dicts take int and float keys):
# displays, annotated empty dicts filled by d[k] = v, reads, `in`, get, items/keys/values,
# for loops over them, keys set in a branch and in a loop, `if 3 in h:` refining a key set
# on some paths, len; a returned dict with int
# keys gives one output per value (named by the keys' text)
# >>> inputs
# x:float32[n,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = 0
# x = torch.randn(5, 3); k = 1
# x = torch.randn(1, 3); k = 3
# <<<
from typing import Dict, List

import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Dict[int, Tensor]:
    d: Dict[int, Tensor] = {0: x, 1: x * 2, -7: x - 1}
    e: Dict[float, float] = {0.5: 1.0, 1.5: 2.0, 1e-3: 4.0}
    y = d[1] + e[1.5] + d[-7]
    for key, v in d.items():
        y = y + v * key
    for fk in e:
        y = y * fk + e[fk]
    for fv in e.values():
        y = y - fv
    ks: List[int] = d.keys()
    y = y + ks[2]
    if 1 in d and 2 not in d and 0.5 in e:
        y = y + 1
    y = y + d.get(5, x * 0.5) + e.get(2.5, 0.25)
    g: Dict[int, Tensor] = {}
    for i in range(3):
        g[i * 10] = y + i
    if k > 0:
        d[5] = y
    else:
        d[5] = -y
    for i in range(k):
        d[1] = d[1] + g[20]
    h: Dict[int, Tensor] = {0: y}
    if k > 1:
        h[3] = y * 3
    if 3 in h:
        y = y + h[3]
    d[len(e)] = y * len(g)
    return d
