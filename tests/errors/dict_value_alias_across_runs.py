# >>> inputs
# x:float32[N]
# n:int64[]
# <<<
# torch.jit.script: accepts it; y.add_ writes d["a"] on the run after y = d["a"], a link the
# loop carries: refused rather than guessed.
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(4); n = 2
# x = torch.randn(3); n = 6
# <<<
# >>> stderr
# dict_value_alias_across_runs.py:30:9: error: cannot write to 'y' in place: it may share its memory with another tensor (a run of the loop may leave it sharing memory with a value of a dict the loop carries too, as a value of its own); use .clone() where it is made, or write to the tensor it comes from
#    30 |         y.add_(1.0)
#       |         ^~~~~~~~~~~
# dict_value_alias_across_runs.py:31:16: error: cannot write to this tensor in place: it may share its memory with another tensor (a run of the loop may leave it sharing memory with 'y', which the loop carries too, as a value of its own); use .clone() where it is made, or write to the tensor it comes from
#    31 |         d["a"] += x
#       |                ^~
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    d: Dict[str, Tensor] = {"a": x * 2.0, "b": x + 1.0}
    y = torch.zeros_like(x)
    for i in range(n):
        y.add_(1.0)
        d["a"] += x
        if i % 3 == 1:
            y = d["a"]
        else:
            y = d["b"]
            d["b"] = d["b"] * 1.0
    return d["a"], d["b"], y
