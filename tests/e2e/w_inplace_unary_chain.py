# >>> inputs
# x:float32[B,6]
# <<<
# >>> sets
# x = torch.randn(2, 6) * 2
# x = torch.randn(5, 6) * 2
# x = torch.randn(3, 6) * 2
# <<<
# Wrong if relu_ sigmoid_ tanh_ exp_ neg_ abs_ floor_ on views are lost or applied to the whole base.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    x[:, 0].relu_()
    x[:, 1].sigmoid_()
    x[:, 2].tanh_()
    x[:, 3].exp_()
    x[:, 4].neg_()
    x[:, 5].abs_()
    x[0].floor_()
    return x
