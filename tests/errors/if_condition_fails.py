# >>> stderr
# if_condition_fails.py:19:8: error: unsupported operator 'torch.bogus'
#    19 |     if torch.bogus(x) > 0:
#       |        ^~~~~~~~~~~~~~
# if_condition_fails.py:20:13: error: unsupported operator 'torch.bogus2'
#    20 |         y = torch.bogus2(x)
#       |             ^~~~~~~~~~~~~~~
# if_condition_fails.py:23:11: error: unsupported operator 'torch.bogus3'
#    23 |     while torch.bogus3(y):
#       |           ^~~~~~~~~~~~~~~
# <<<
# an if whose condition fails: both branches are still built (their own errors reported, in
# one run), and a name they set is not undefined after it (no follow-on error)
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if torch.bogus(x) > 0:
        y = torch.bogus2(x)
    else:
        return x
    while torch.bogus3(y):
        y = y + 1
    return y * 2
