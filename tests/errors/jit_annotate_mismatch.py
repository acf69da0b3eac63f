# >>> stderr
# jit_annotate_mismatch.py:14:39: error: torch.jit.annotate's value is annotated with type List[int] but is being assigned to a value of type List[float]
#    14 |     a = torch.jit.annotate(List[int], [1.5])
#       |                                       ^~~~~
# <<<
# torch.jit.annotate's type and value disagree: refused, as torch.jit.script refuses it
# ("List type annotation `List[int]` did not match the types of the given list elements").
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> Tensor:
    a = torch.jit.annotate(List[int], [1.5])
    return x
