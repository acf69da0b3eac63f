# torch.jit.script accepts it: which of the two keys a run adds first decides their order
# (d.keys() is in insertion order), which is known only at run time, so setting "a" while
# "b" may be there after it is refused.
# >>> inputs
# x:float32[N]
# <<<
# >>> stderr
# dict_loop_keys_order.py:23:13: error: the dict may not have key 'b' here, and keys follow it: where it goes (its place, or after 'a') would be known only at run time
#    23 |             d["b"] = t
#       |             ^~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict, List


def f(x: Tensor) -> int:
    d: Dict[str, Tensor] = {}
    for t in x:
        if bool(t > 0):
            d["a"] = t
        else:
            d["b"] = t
    n = 0
    for k in d.keys():
        n = n * 10 + len(k) + (k == "a")
    return n
