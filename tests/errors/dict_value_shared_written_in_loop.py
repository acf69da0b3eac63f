# >>> inputs
# x:float32[N,2]
# <<<
# >>> stderr
# dict_value_shared_written_in_loop.py:20:16: error: cannot write to this tensor in place: it is a value of a dict a loop carries, and another name, list or dict holds the tensor it starts from; use .clone() where it is made
#    20 |         d["a"] += row
#       |                ^~
# <<<
# torch.jit.script: accepts it. d["a"] += row writes z too, which the loop would carry as a
# separate tensor: refused.
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor]:
    z = torch.zeros(2)
    d: Dict[str, Tensor] = {"a": z}
    for row in x:
        d["a"] += row
    return z, d["a"]
