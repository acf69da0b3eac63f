# >>> inputs
# x:float32[N,2]
# <<<
# >>> stderr
# dict_value_iadd_in_loop.py:26:25: error: cannot write to this tensor in place: it is a value of a dict a loop carries; use .clone() where it is made
#    26 |             sums["neg"] += row
#       |                         ^~
# <<<
# torch.jit.script: accepts it. sums["neg"] += row writes the dict's tensor in place; a loop
# carries the dict's values as new tensors each run, so the in-place write is refused
# (sums["neg"] = sums["neg"] + row compiles).
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor) -> Tuple[int, int, Tensor, Tensor]:
    counts: Dict[str, int] = {"pos": 0, "neg": 0}
    sums: Dict[str, Tensor] = {"pos": torch.zeros(2), "neg": torch.zeros(2)}
    for row in x:
        if bool(row.sum() > 0):
            counts["pos"] += 1
            sums["pos"] = sums["pos"] + row
        else:
            counts["neg"] = counts["neg"] + 1
            sums["neg"] += row
    total = torch.zeros(2)
    for k, v in sums.items():
        total = total + v * float(counts[k])
    return counts["pos"], counts["neg"], total, sums["neg"]
