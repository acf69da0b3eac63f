# `del d[k]` on a dict (docs/language.md): of a key there on every path (gone after it), on
# one branch only (then `in`, len() and .get() are decided at run time), and under
# `if "a" in d:` (refined: the key is there inside). Deleting a key the dict has on some
# paths only, outside such a check, is tests/errors/dict_del_some_paths.py.
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
from typing import Dict, Tuple


def f(x: Tensor, n: int) -> Tuple[int, bool, Tensor, int, bool, Tensor]:
    d: Dict[str, Tensor] = {"a": x, "b": x * 2.0, "c": x + 1.0}
    del d["b"]
    if n > 0:
        del d["a"]
    has = "a" in d
    got = d.get("a", x * 10.0)
    m = len(d)
    if "a" in d:
        del d["a"]
    e: Dict[str, Tensor] = {"p": x - 1.0, "q": x}
    if n > 1:
        del e["p"]
    else:
        del e["q"]
    return m, has, got + d["c"], len(d), "p" in e, e.get("q", x * 0.5)
