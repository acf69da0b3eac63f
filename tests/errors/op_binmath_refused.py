# >>> inputs
# x:float32[4]
# i:int64[4]
# <<<
# >>> stderr
# op_binmath_refused.py:38:13: error: aten::lerp: expected dtype float32 for argument 2 but got dtype float64 (as in PyTorch)
#    38 |     return [torch.lerp(x, x.double(), 0.5), torch.lerp(x, x, x.double()), torch.lerp(i, i, 0.5),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# op_binmath_refused.py:38:45: error: aten::lerp: expected dtype float32 for argument 3 but got dtype float64 (as in PyTorch)
#    38 |     return [torch.lerp(x, x.double(), 0.5), torch.lerp(x, x, x.double()), torch.lerp(i, i, 0.5),
#       |                                             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# op_binmath_refused.py:38:75: error: aten::lerp: not implemented for int64 tensors (as in PyTorch)
#    38 |     return [torch.lerp(x, x.double(), 0.5), torch.lerp(x, x, x.double()), torch.lerp(i, i, 0.5),
#       |                                                                           ^~~~~~~~~~~~~~~~~~~~~
# op_binmath_refused.py:39:13: error: aten::addcdiv: integer division with addcdiv is not supported (as in PyTorch; use torch.div and the rounding mode)
#    39 |             torch.addcdiv(x, i, i), torch.heaviside(x, x.double()), torch.hypot(i, i),
#       |             ^~~~~~~~~~~~~~~~~~~~~~
# op_binmath_refused.py:39:37: error: aten::heaviside: heaviside is not yet implemented for tensors with different dtypes (as in PyTorch)
#    39 |             torch.addcdiv(x, i, i), torch.heaviside(x, x.double()), torch.hypot(i, i),
#       |                                     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# op_binmath_refused.py:39:69: error: aten::hypot: not implemented for int64 tensors (as in PyTorch)
#    39 |             torch.addcdiv(x, i, i), torch.heaviside(x, x.double()), torch.hypot(i, i),
#       |                                                                     ^~~~~~~~~~~~~~~~~
# op_binmath_refused.py:40:13: error: aten::fmod: not implemented for bool tensors (as in PyTorch)
#    40 |             torch.fmod(i > 0, i > 1)]
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


# each refused by PyTorch 1.13 too: lerp's operands of two dtypes ("expected dtype float for
# `end` but got dtype double"), lerp of integers ("lerp_kernel_scalar" not implemented for
# 'Long'), addcdiv of two integer operands ("Integer division with addcdiv is no longer
# supported"), heaviside of two dtypes, hypot of integers, fmod of bools
def f(x: Tensor, i: Tensor) -> List[Tensor]:
    return [torch.lerp(x, x.double(), 0.5), torch.lerp(x, x, x.double()), torch.lerp(i, i, 0.5),
            torch.addcdiv(x, i, i), torch.heaviside(x, x.double()), torch.hypot(i, i),
            torch.fmod(i > 0, i > 1)]
