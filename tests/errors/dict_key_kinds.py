# >>> inputs
# x:float32[2]
# k:int64[]
# <<<
# >>> stderr
# dict_key_kinds.py:25:5: error: a dict key must be a str, int or float constant (keys known only at run time are not supported)
#    25 |     d[k] = x
#       |     ^~~~
# dict_key_kinds.py:26:31: error: a float dict key of NaN or -0.0 is not supported
#    26 |     e: Dict[float, Tensor] = {-0.0: x, float("nan"): x}
#       |                               ^~~~
# dict_key_kinds.py:27:10: error: a dict key must be a str, int or float constant (keys known only at run time are not supported)
#    27 |     g = {x: 1}
#       |          ^
# <<<
import torch
from torch import Tensor
from typing import Dict


# a key known only at run time; a float key of -0.0 (equal to 0.0 in Python, so which of the
# two a dict shows depends on insertion: not supported) and of NaN; a tensor key
def f(x: Tensor, k: int) -> Tensor:
    d: Dict[int, Tensor] = {0: x}
    d[k] = x
    e: Dict[float, Tensor] = {-0.0: x, float("nan"): x}
    g = {x: 1}
    return d[0]
