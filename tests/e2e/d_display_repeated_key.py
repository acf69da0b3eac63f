# A dict display with a key given twice: the key keeps its first place and takes the later
# value, as in Python (dict.c, d_literal: keys found through a table); the order shows in the
# returned dict and in a loop over its items.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.randn(3)
# x = torch.randn(5)
# x = torch.randn(1)
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor) -> Tuple[Dict[str, Tensor], Tensor, int]:
    d = {"a": x, "b": x * 2.0, "c": x - 1.0, "a": x * 3.0, "b": x + 5.0}
    acc = x * 0.0
    w = 1.0
    for k, v in d.items():
        acc = acc + v * w
        w = w * 10.0
    return d, acc, len(d)
