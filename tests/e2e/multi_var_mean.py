# >>> inputs
# x:float32[B,4]
# u:bool[]
# <<<
# >>> sets
# x = torch.randn(1, 4); u = True
# x = torch.randn(3, 4); u = False
# x = torch.randn(5, 4); u = True
# <<<
# var_mean and std_mean (plain tuples): over everything, along dims, unbiased or not (also
# known only at run time), a correction, keepdim; a single row gives nan for unbiased along dim 0
import torch
from torch import Tensor


def f(x: Tensor, u: bool):
    v, m = torch.var_mean(x)
    s = torch.std_mean(x, 1, keepdim=True)
    a, b = torch.var_mean(x, [0], unbiased=u)
    c, d = torch.std_mean(x, dim=(0, 1), correction=0)
    e = x.var_mean(None, correction=2, keepdim=True)
    return v, m, s[0], s[1], a, b, c, d, e[0], e[1]
