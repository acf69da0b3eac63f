# >>> inputs
# x:float32[2,5]
# <<<
# >>> stderr
# unfold_refused.py:28:13: error: unfold: maximum size for tensor at dimension 1 is 5 but size is 6
#    28 |     return [x.unfold(1, 6, 1), x.unfold(1, 2, 0), x.unfold(1, -1, 1), x.unfold(2, 1, 1),
#       |             ^~~~~~~~~~~~~~~~~
# unfold_refused.py:28:32: error: unfold: step is 0 but must be > 0
#    28 |     return [x.unfold(1, 6, 1), x.unfold(1, 2, 0), x.unfold(1, -1, 1), x.unfold(2, 1, 1),
#       |                                ^~~~~~~~~~~~~~~~~
# unfold_refused.py:28:51: error: unfold: size is -1 but must be >= 0
#    28 |     return [x.unfold(1, 6, 1), x.unfold(1, 2, 0), x.unfold(1, -1, 1), x.unfold(2, 1, 1),
#       |                                                   ^~~~~~~~~~~~~~~~~~
# unfold_refused.py:28:71: error: unfold: Dimension out of range (expected to be in range of [-2, 1], but got 2)
#    28 |     return [x.unfold(1, 6, 1), x.unfold(1, 2, 0), x.unfold(1, -1, 1), x.unfold(2, 1, 1),
#       |                                                                       ^~~~~~~~~~~~~~~~~
# unfold_refused.py:29:13: error: unfold: maximum size for tensor at dimension 0 is 1 but size is 2
#    29 |             x.sum().unfold(0, 2, 1)]
#       |             ^~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


# each raises in PyTorch 1.13
def f(x: Tensor) -> List[Tensor]:
    return [x.unfold(1, 6, 1), x.unfold(1, 2, 0), x.unfold(1, -1, 1), x.unfold(2, 1, 1),
            x.sum().unfold(0, 2, 1)]
