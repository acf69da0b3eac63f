# any() and all() of a negation: any(not e) is not all(e), one node fewer (onnxarith.c
# notreduced), over all elements and along a dim, with keepdim, of != (NaN is != itself),
# of logical_not, over an empty tensor (any of nothing is false, all true), and as a
# convergence loop's condition.
# >>> inputs
# a:float32[n,3]
# b:float32[n,3]
# m:bool[n,3]
# <<<
# >>> sets
# a = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]); b = torch.tensor([[1.0, 2.0, 3.0], [4.0, 0.0, 6.0]]); m = torch.tensor([[True, True, True], [True, False, True]])
# a = torch.tensor([[1.0, 2.0, 3.0]]); b = torch.tensor([[1.0, 2.0, 3.0]]); m = torch.ones(1, 3, dtype=torch.bool)
# a = torch.tensor([[float('nan'), 2.0, -0.0]]); b = torch.tensor([[float('nan'), 2.0, 0.0]]); m = torch.zeros(1, 3, dtype=torch.bool)
# a = torch.zeros(0, 3); b = torch.zeros(0, 3); m = torch.zeros(0, 3, dtype=torch.bool)
# a = torch.randn(4, 3); b = torch.randn(4, 3); m = torch.rand(4, 3) > 0.5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor, m: Tensor) -> Tuple[bool, bool, Tensor, Tensor, Tensor, Tensor, Tensor, int]:
    d = a != b
    x = a.clone()
    steps = 0
    while bool((x != b).any()) and steps < 4:
        x = torch.where(x != b, b, x)
        steps += 1
    return (bool(d.any()), bool(d.all()), d.any(1), d.all(0, keepdim=True),
            torch.logical_not(m).any(1, keepdim=True), torch.logical_not(m).all(1),
            (~m).any(), steps)
