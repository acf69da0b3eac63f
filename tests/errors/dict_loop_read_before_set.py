# torch.jit.script accepts it (here `i > 0` keeps the first run from reading the key): the
# key a loop sets is not there before its first set, so reading it earlier in the body is
# refused unless under `if "prev" in d:` (as after an if that sets it on one branch only).
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# dict_loop_read_before_set.py:23:25: error: the dict has no key 'prev' here on the loop's first run (KeyError in PyTorch); if the loop sets it later, read it inside `if "prev" in ...:`
#    23 |             acc = acc + d["prev"]
#       |                         ^~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor, n: int) -> Tensor:
    d: Dict[str, Tensor] = {}
    acc = x
    for i in range(n):
        if i > 0:
            acc = acc + d["prev"]
        d["prev"] = x * float(i)
    return acc
