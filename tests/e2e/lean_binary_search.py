# Issue 23's lean forms, as users write them: a binary search loop over sorted values; mid = (lo + hi) // 2 is one Div (lo and hi
# known non-negative through the Loop and its If: backend_onnx/lower_sign.c); empty, ties
# >>> inputs
# xs:float32[N]
# q:float32[]
# <<<
# >>> sets
# xs = torch.sort(torch.randn(50))[0]; q = torch.tensor(0.3)
# xs = torch.sort(torch.randn(7))[0]; q = torch.tensor(-5.0)
# xs = torch.sort(torch.randn(100))[0]; q = torch.tensor(9.0)
# xs = torch.zeros(0); q = torch.tensor(1.0)
# xs = torch.tensor([1.0, 1.0, 1.0, 2.0]); q = torch.tensor(1.0)
# <<<
import torch
from torch import Tensor


def f(xs: Tensor, q: Tensor) -> int:
    lo = 0
    hi = xs.size(0)
    while lo < hi:
        mid = (lo + hi) // 2
        if bool(xs[mid] < q):
            lo = mid + 1
        else:
            hi = mid
    return lo
