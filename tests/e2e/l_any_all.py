# any() and all() of a List[bool] (TorchScript's any.bool, all.bool; they were "undefined name"): of known length (or-ed, and-ed; an empty one false, true), and of run-time length (a 1-d bool tensor reduced, 0, 1 and many elements), with a tensor's any()/all() beside them.
# >>> inputs
# x:float32[N]
# <<<
# >>> sets
# x = torch.randn(0)
# x = torch.tensor([0.5])
# x = torch.tensor([-1.0])
# x = torch.randn(6)
# x = torch.tensor([1.0, 2.0, 3.0])
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[bool, bool, bool, bool, bool, bool, Tensor]:
    pos: List[bool] = []
    vals: List[float] = x.tolist()
    for v in vals:
        pos.append(v > 0.0)
    empty: List[bool] = []
    known = [bool(x.sum() > 0), x.numel() > 2]
    return (any(pos), all(pos), any(known), all(known), any(empty), all(empty),
            torch.any(x > 0) | torch.all(x > 0))
