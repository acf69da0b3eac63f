# >>> inputs
# x:float32[2]
# n:int64[]
# <<<
# >>> stderr
# aug_mod_fmod.py:27:7: error: '%=' is not supported yet: TorchScript computes it as fmod (the sign of the dividend: -5 %= 3 gives -2, and a float where the target is an int), not as %; write x = x % y for Python's remainder
#    27 |     a %= 3
#       |       ^~
# aug_mod_fmod.py:29:7: error: '%=' is not supported yet: TorchScript computes it as fmod (the sign of the dividend: -5 %= 3 gives -2, and a float where the target is an int), not as %; write x = x % y for Python's remainder
#    29 |     y %= 3.0
#       |       ^~
# aug_mod_fmod.py:30:10: error: '%=' is not supported yet: TorchScript computes it as fmod (the sign of the dividend: -5 %= 3 gives -2, and a float where the target is an int), not as %; write x = x % y for Python's remainder
#    30 |     y[0] %= 3.0
#       |          ^~
# <<<
# TorchScript 1.13 compiles `%=` to aten::fmod (aten::fmod_ on a tensor), not to %: with
# n = -5, `a = n; a %= 3` is -2.0 (a float), `y %= 3.0` on [-5., 5.] gives [-2., 2.], and
# `y[0] %= 3.0` writes -2 (checked with torch.jit.script); `%` gives 1.  scriptc has no fmod:
# refused, rather than compiled as % (it was, and computed 1).
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    a = n
    a %= 3
    y = x * 1.0
    y %= 3.0
    y[0] %= 3.0
    return x * a, y
