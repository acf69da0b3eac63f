# Comprehensions that build no element, returned under an annotation: a 0-length int64 tensor
# and an empty sequence (an unannotated one is errors/l_return_empty_comprehension_untyped).
# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 3)
# x = torch.randn(1, 3)
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tuple[List[int], List[Tensor], Tensor]:
    return [i * 2 for i in range(0)], [x * float(i) for i in range(0)], x + 1
