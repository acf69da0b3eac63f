# >>> inputs
# x:float32[2,3,4]
# <<<
# >>> stderr
# module_variable_used.py:38:13: error: 'EPS' is a variable of the module, a Python value, which TorchScript cannot use in a compiled function; pass it in as an argument or make it a local variable
#    38 |     y = x + EPS * K + NEG
#       |             ^~~
# module_variable_used.py:38:19: error: 'K' is a variable of the module, a Python value, which TorchScript cannot use in a compiled function; pass it in as an argument or make it a local variable
#    38 |     y = x + EPS * K + NEG
#       |                   ^
# module_variable_used.py:38:23: error: 'NEG' is a variable of the module, a Python value, which TorchScript cannot use in a compiled function; pass it in as an argument or make it a local variable
#    38 |     y = x + EPS * K + NEG
#       |                       ^~~
# module_variable_used.py:39:8: error: 'FLAG' is a variable of the module, a Python value, which TorchScript cannot use in a compiled function; pass it in as an argument or make it a local variable
#    39 |     if FLAG:
#       |        ^~~~
# module_variable_used.py:41:37: error: 'NAME' is a variable of the module, a Python value, which TorchScript cannot use in a compiled function; pass it in as an argument or make it a local variable
#    41 |     return y.sum(DIMS[0]) + EPS, K, NAME
#       |                                     ^~~~
# <<<
# torch.jit.script: "python value of type 'float' cannot be used as a value. Perhaps it is a
# closed over global variable?": a module-level variable used in the compiled function is
# refused where it is first used, once a name; the module may assign it (see
# e2e/module_level_statements for one that assigns and never uses them).
import torch
from torch import Tensor
from typing import Tuple

EPS = 1e-5
K = 3
FLAG = True
NAME = "x"
DIMS = (1, 2)
NEG = -2.5


def f(x: Tensor) -> Tuple[Tensor, int, str]:
    y = x + EPS * K + NEG
    if FLAG:
        y = y * 2
    return y.sum(DIMS[0]) + EPS, K, NAME
