# >>> stderr
# module_level_assign.py:16:16: error: 'SCALE' is a variable of the module, a Python value, which TorchScript cannot use in a compiled function; pass it in as an argument or make it a local variable
#    16 |     return x * SCALE
#       |                ^~~~~
# <<<
# A module-level assignment is Python's (torch.jit.script never runs it); the function's use
# of SCALE is refused, as torch.jit.script refuses it ("python value of type 'float' cannot
# be used as a value").
import torch
from torch import Tensor

SCALE = 2.0


def f(x: Tensor) -> Tensor:
    return x * SCALE
