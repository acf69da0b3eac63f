# Wrong if an in-place update of a dict's tensor inside a loop (`d[k] += t`, `d[k].add_(t)`)
# is lost, or reaches a tensor it should not. Was refused ("a value of a dict a loop carries").
# >>> inputs
# x:float32[N,2]
# <<<
# >>> sets
# x = torch.randn(0, 2)
# x = torch.tensor([[1.0, 2.0]])
# x = torch.tensor([[-1.0, -2.0]])
# x = torch.randn(7, 2)
# x = torch.randn(3, 2)
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor) -> Tuple[int, int, Tensor, Tensor, Tensor]:
    counts: Dict[str, int] = {"pos": 0, "neg": 0}
    sums: Dict[str, Tensor] = {"pos": torch.zeros(2), "neg": torch.zeros(2), "all": torch.ones(2)}
    for row in x:
        if bool(row.sum() > 0):
            counts["pos"] += 1
            sums["pos"] = sums["pos"] + row
        else:
            counts["neg"] = counts["neg"] + 1
            sums["neg"] += row
        sums["all"].add_(row)
        sums["all"].mul_(0.5)
    total = torch.zeros(2)
    for k, v in sums.items():
        total = total + v * float(counts[k]) if k != "all" else total + v
    return counts["pos"], counts["neg"], total, sums["neg"], sums["all"]
