# % of float constants folds as TorchScript's remainder.float computes it at run time:
# fmod(fmod(a, b) + b, b) (torch.jit.script gives 0.09999999999999995,
# -0.006000000000000005 and -0.0 here; Python's % gives -0.006 for the second and 0.0 for
# the third), and // as floor(a / b) (1.0 // 0.1 is 10.0 in TorchScript, 9.0 in Python).
# >>> ir
# graph():
#   %0 : float = prim::Constant[value=0.09999999999999995]()   # fold_float_remainder.py:18:16
#   %1 : float = prim::Constant[value=-0.006000000000000005]()   # fold_float_remainder.py:18:30
#   %2 : float = prim::Constant[value=-0.]()   # fold_float_remainder.py:18:57
#   %3 : float = prim::Constant[value=1e+01]()   # fold_float_remainder.py:18:69
#   return (%0, %1, %2, %3)
# <<<
import torch
from typing import Tuple


def f() -> Tuple[float, float, float, float]:
    return 1.0 % 0.1, -0.006 % -0.8173653617866332, 2.0 % -1.0, 1.0 // 0.1
