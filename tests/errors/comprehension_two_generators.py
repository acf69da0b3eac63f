# A comprehension with two 'for' clauses: TorchScript takes a single generator (it was "invalid syntax").
# >>> stderr
# comprehension_two_generators.py:19:49: error: only a single generator is supported in a comprehension
#    19 |     pairs = [x * float(i * j) for i in range(2) for j in range(3)]
#       |                                                 ^~~
# comprehension_two_generators.py:20:41: error: comprehension ifs are not supported yet
#    20 |     d = {str(i): x for i in range(2) if i > 0}
#       |                                         ^~~~~
# <<<
# >>> inputs
# x:float32[3]
# <<<
import torch
from torch import Tensor
from typing import Dict, List


def f(x: Tensor) -> Tensor:
    pairs = [x * float(i * j) for i in range(2) for j in range(3)]
    d = {str(i): x for i in range(2) if i > 0}
    return torch.stack(pairs).sum(0)
