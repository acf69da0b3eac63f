# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# assign_list_target.py:23:5: error: a list display cannot be an assignment target in TorchScript: write a tuple, (a, b) = ...
#    23 |     [a, b] = [x, x]
#       |     ^~~~~~
# assign_list_target.py:24:8: error: a list display cannot be an assignment target in TorchScript: write a tuple, (a, b) = ...
#    24 |     c, [d, e] = x, [x, x]
#       |        ^~~~~~
# assign_list_target.py:25:9: error: a list display cannot be an assignment target in TorchScript: write a tuple, (a, b) = ...
#    25 |     for [g, h] in [(x, x)]:
#       |         ^~~~~~
# <<<
# A list display as a target: TorchScript refuses it ("unexpected expression on left-hand side
# of assignment"); the names are bound anyway, so no use of them is an error.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tensor:
    [a, b] = [x, x]
    c, [d, e] = x, [x, x]
    for [g, h] in [(x, x)]:
        x = g + h
    return a + b + c + d + e + x
