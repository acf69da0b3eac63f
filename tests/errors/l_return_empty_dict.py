# A function returning an always-empty dict has no output (a dict gives one per value),
# and ONNX Runtime refuses a model without outputs: a located error (it wrote such a model).
# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# l_return_empty_dict.py:16:1: error: 'f' returns no value a model can output (a dict gives one output per value, and this one is empty): ONNX Runtime refuses a model without outputs
#    16 | def f(x: Tensor) -> Dict[str, Tensor]:
#       | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor) -> Dict[str, Tensor]:
    d: Dict[str, Tensor] = {}
    return d
