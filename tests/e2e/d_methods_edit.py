# dict.pop (with and without a default), setdefault, update, clear and `del d[k]`: keys
# removed and added in order, a second name for the dict sees each change, a branch pops a
# key on one path only (then `in`, len() and .get() are decided at run time), keys popped in
# an unrolled `for i in range(3)`.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(2); n = 1
# x = torch.randn(5); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, int, bool, Tensor, Dict[str, int], Dict[str, int]]:
    d: Dict[str, Tensor] = {"a": x, "b": x * 2.0, "c": x + 1.0}
    alias = d
    a = d.pop("a")
    z = d.pop("zz", x * 0.0)
    s = d.setdefault("e", x - 3.0)
    s2 = d.setdefault("b", x)
    d.update({"b": x * 5.0, "f": a + z})
    del d["c"]
    if n > 1:
        d.pop("e")
    got = d.get("e", x * 100.0)
    k: Dict[str, int] = {"k0": 0, "k1": 1, "k2": 2, "k3": n}
    for i in range(3):
        k.pop("k" + str(i))
    k.update({"new": len(alias)})
    cleared: Dict[str, int] = {"x": 1}
    cleared.clear()
    cleared["y"] = len(k)
    return alias["b"], alias["f"], s + s2 + got, len(d), "e" in d, a, cleared, k
