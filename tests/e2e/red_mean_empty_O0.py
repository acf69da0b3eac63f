# red_mean_empty at -O0 (no folding, no DCE): the same lowering must hold on the unoptimized IR.
# >>> options
# -O0
# <<<
# The mean over no elements is NaN in PyTorch (0 / 0) where ONNX's ReduceMean gives 0 (issue
# 18, item 4): a reduced dim that is 0 only at run time (B) is divided by its count taken from
# the shape; var_mean and std_mean (built on mean) follow; one element with the unbiased
# correction is NaN too.
# >>> inputs
# x:float32[B,3]
# y:float32[2,B,4]
# h:float16[B]
# <<<
# >>> sets
# x = torch.randn(0, 3); y = torch.randn(2, 0, 4); h = torch.randn(0).half()
# x = torch.randn(1, 3); y = torch.randn(2, 1, 4); h = torch.randn(1).half()
# x = torch.randn(4, 3); y = torch.randn(2, 4, 4); h = torch.randn(4).half()
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor, h: Tensor) -> List[Tensor]:
    v, m = torch.var_mean(x, 0)
    s, sm = torch.std_mean(y, [1, 2], unbiased=False, keepdim=True)
    va, ma = torch.var_mean(x)
    return [
        x.mean(0),
        x.mean(),
        x.mean(1),
        x.mean([0, 1]),
        x.mean(0, keepdim=True),
        x.mean(-2, dtype=torch.float64),
        torch.mean(y, 1),
        y.mean([1, 2]),
        y.mean([0, 2], keepdim=True),
        y.mean(),
        h.mean(),
        h.mean(0),
        v,
        m,
        s,
        sm,
        va,
        ma,
    ]
