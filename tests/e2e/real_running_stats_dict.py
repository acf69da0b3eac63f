# Running statistics kept in a Dict[str, Tensor] updated in a loop over rows (read and
# written by constant keys), a key added after the loop, the dict returned (its values in
# insertion order, the keys as output names). No rows, one, several.
# >>> inputs
# xs:float32[T,3]
# momentum:float32[]
# <<<
# >>> sets
# xs = torch.randn(0, 3); momentum = 0.1
# xs = torch.randn(1, 3); momentum = 0.5
# xs = torch.randn(6, 3); momentum = 0.25
# <<<
import torch
from torch import Tensor
from typing import Dict, List


def f(xs: Tensor, momentum: float) -> Dict[str, Tensor]:
    stats: Dict[str, Tensor] = {"mean": torch.zeros(xs.size(1)), "var": torch.ones(xs.size(1))}
    count = 0
    for x in xs:
        count += 1
        delta = x - stats["mean"]
        stats["mean"] = stats["mean"] + momentum * delta
        stats["var"] = (1 - momentum) * (stats["var"] + momentum * delta * delta)
    stats["count"] = torch.tensor(count)
    return stats
