# torch.jit.script accepts it: "a" is there before the loop on one branch only, and the loop
# adds "b" after it on every run and sets "a" on one: when "a" was missing, it goes after "b"
# (insertion order), so where it is would depend on the run; refused.
# >>> inputs
# x:float32[3]
# n:int64[]
# c:bool[]
# <<<
# >>> stderr
# dict_loop_set_maybe_before_new.py:26:13: error: the dict may not have key 'a' here, and keys follow it: where it goes (its place, or after 'b') would be known only at run time
#    26 |             d["a"] = x + float(i)
#       |             ^~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor, n: int, c: bool) -> int:
    d = {"x": x}
    if c:
        d["a"] = x
    for i in range(n):
        d["b"] = x * float(i)
        if i == 2:
            d["a"] = x + float(i)
    return len(d)
