# An unannotated function returning a comprehension that builds no element: TorchScript types
# it by its element (List[int] here), which is never built, so the output's type is not known.
# >>> inputs
# x:float32[3]
# <<<
# >>> stderr
# l_return_empty_comprehension_untyped.py:15:1: error: the type of the elements of a returned empty comprehension is not known: annotate the return type (-> List[int], -> List[Tensor], ...)
#    15 | def f(x: Tensor):
#       | ^~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor):
    return [i * 2 for i in range(0)]
