# A mixture-of-experts style router: a dict of expert weights, a top-k choice per row, a loop
# over rows with in-place accumulation into an output slice, and an early return for an empty
# batch.
# >>> inputs
# x:float32[N,4]
# gate:float32[3,4]
# w0:float32[4,4]
# w1:float32[4,4]
# w2:float32[4,4]
# <<<
# >>> sets
# x = torch.randn(3, 4); gate = torch.randn(3, 4); w0 = torch.randn(4, 4); w1 = torch.randn(4, 4); w2 = torch.randn(4, 4)
# x = torch.randn(0, 4); gate = torch.randn(3, 4); w0 = torch.randn(4, 4); w1 = torch.randn(4, 4); w2 = torch.randn(4, 4)
# x = torch.randn(1, 4); gate = torch.randn(3, 4); w0 = torch.randn(4, 4); w1 = torch.randn(4, 4); w2 = torch.randn(4, 4)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor, gate: Tensor, w0: Tensor, w1: Tensor, w2: Tensor) -> Tuple[Tensor, Tensor]:
    if x.size(0) == 0:
        return torch.zeros(0, 4), torch.zeros(3)
    experts: List[Tensor] = [w0, w1, w2]
    load: Dict[str, Tensor] = {"count": torch.zeros(3)}
    probs = torch.softmax(x @ gate.t(), 1)
    top = probs.topk(2, dim=1)
    out = torch.zeros_like(x)
    for r in range(x.size(0)):
        for j in range(2):
            e = int(top.indices[r, j])
            out[r] += top.values[r, j] * (experts[e] @ x[r])
            load["count"] = load["count"] + (torch.arange(3) == top.indices[r, j]).float()
    return out, load["count"]
