# Wrong if a returned dict's values are not the outputs in insertion order (keys as output names).
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 3)
# x = torch.randn(1, 3)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Dict[str, Tensor]:
    out: Dict[str, Tensor] = {}
    out["logits"] = x * 2.0
    out["probs"] = torch.softmax(x, 1)
    out["argmax"] = x.argmax(1)
    out["logits"] = out["logits"] + 1.0
    return out
