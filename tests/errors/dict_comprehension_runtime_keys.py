# A dict comprehension over a list whose length is known only at run time adds its key in a
# Loop, so the dict has it only if the list is not empty: returning that dict is refused (its
# values would be a run-time number of outputs). e2e/d_loop_comprehension reads it instead.
# >>> stderr
# dict_comprehension_runtime_keys.py:18:5: error: a dict some of whose keys are known only at run time cannot be returned (its values would be a run-time number of outputs)
#    18 |     return {"row": r for r in x.unbind(0)}
#       |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# >>> inputs
# x:float32[N,3]
# <<<
import torch
from torch import Tensor
from typing import Dict, List


def f(x: Tensor) -> Dict[str, Tensor]:
    return {"row": r for r in x.unbind(0)}
