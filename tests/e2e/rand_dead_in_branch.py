# random draws whose results are unused, in an If branch and a Loop body: the draws stay
# (they are not pure), so the If and the Loop keep the one output lowering gives a node of
# ONNX's that needs one (dce dropped it, leaving an If the checker refuses: found by the
# generator's operator-table feature); the outputs are the deterministic ones
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3); k = 0
# x = torch.randn(5); k = 2
# x = torch.randn(1); k = 1
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    if k > 1:
        v = torch.rand_like(x)
    for i in range(k):
        w = torch.randn(3)
    return x * 2
