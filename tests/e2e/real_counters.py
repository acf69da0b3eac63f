# Counters in a Dict[str, int] and a Dict[str, Tensor] updated in a loop over a tensor's rows,
# with keys known at compile time, read back with items().
# >>> inputs
# x:float32[N,2]
# <<<
# >>> sets
# x = torch.tensor([[1.0, -1.0], [0.5, 2.0], [-3.0, 0.0]])
# x = torch.zeros(0, 2)
# x = torch.tensor([[0.0, 0.0]])
# <<<
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
            sums["neg"] = sums["neg"] + row
    total = torch.zeros(2)
    for k, v in sums.items():
        total = total + v * float(counts[k])
    return counts["pos"], counts["neg"], total, sums["neg"]
