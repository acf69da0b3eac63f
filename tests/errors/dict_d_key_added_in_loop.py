# torch.jit.script: accepts it. The key is in the dict after the loop only if a run set it;
# the keys a loop carries are known at compile time: refused, naming the key.
# >>> inputs
# x:float32[N]
# <<<
# >>> sets
# x = torch.randn(3)
# x = torch.randn(5)
# x = torch.zeros(2)
# <<<
# >>> stderr
# dict_d_key_added_in_loop.py:23:5: error: this loop adds the key 'pos' to a dict that did not have it before the loop, so whether the dict has it would depend on how many times the loop ran; set the key before the loop
#    23 |     for t in x:
#       |     ^~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor) -> int:
    d: Dict[str, Tensor] = {"a": x}
    for t in x:
        if bool(t > 0):
            d["pos"] = t
    return len(d)
