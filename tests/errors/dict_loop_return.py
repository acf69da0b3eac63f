# torch.jit.script accepts it: the dict has "b" after the loop iff it ran, so it has a
# run-time number of values; returning it is refused, as after an if.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# dict_loop_return.py:20:5: error: a dict some of whose keys are known only at run time cannot be returned (its values would be a run-time number of outputs)
#    20 |     return d
#       |     ^~~~~~~~
# <<<
from torch import Tensor
from typing import Dict


def f(x: Tensor, n: int) -> Dict[str, Tensor]:
    d: Dict[str, Tensor] = {}
    for i in range(n):
        d["b"] = x * float(i)
    return d
