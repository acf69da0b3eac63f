# Dict comprehensions (TorchScript has them; they were "invalid syntax"): over enumerate of a list of names, over d.items(), over zip of names and a tensor's unbind along a static dim; keys are string constants, values tensors and numbers; returned dicts are outputs in insertion order.
# >>> inputs
# x:float32[N,3]
# <<<
# >>> sets
# x = torch.randn(0, 3)
# x = torch.randn(1, 3)
# x = torch.randn(4, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Dict[str, Tensor], Tensor, Tensor]:
    names = ["a", "b", "c"]
    scaled = {n: x * float(i) for i, n in enumerate(names)}
    shifted = {k: v + 1.0 for k, v in scaled.items()}
    cols = {n: c.sum() for n, c in zip(names, x.unbind(1))}
    sizes = {k: int(v.numel()) for k, v in shifted.items()}
    total = torch.zeros(())
    for k in cols:
        total = total + cols[k]
    return shifted, total, torch.tensor(sizes["a"] + len(sizes))
