# Wrong if reading a Dict[str, Tensor] with constant keys returns another key's value, or an overwrite is lost.
# >>> inputs
# x:float32[B,2]
# y:float32[B,2]
# <<<
# >>> sets
# x = torch.randn(2, 2); y = torch.randn(2, 2)
# x = torch.randn(3, 2); y = torch.randn(3, 2)
# x = torch.randn(5, 2); y = torch.randn(5, 2)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, int]:
    d: Dict[str, Tensor] = {"a": x, "b": y}
    d["c"] = x * y
    d["a"] = d["a"] + 1.0
    return d["a"] - d["c"], d["b"], len(d)
