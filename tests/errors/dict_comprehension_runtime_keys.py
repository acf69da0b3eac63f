# A dict comprehension over a list whose length is known only at run time adds keys in a Loop: refused, as a for statement that adds them is.
# >>> stderr
# dict_comprehension_runtime_keys.py:16:12: error: this loop changes which keys a dict has; its keys must be known at compile time
#    16 |     return {"row": r for r in x.unbind(0)}
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[N,3]
# <<<
import torch
from torch import Tensor
from typing import Dict, List


def f(x: Tensor) -> Dict[str, Tensor]:
    return {"row": r for r in x.unbind(0)}
