# >>> inputs
# x:float32[5]
# <<<
# >>> stderr
# unfold_view_writes.py:23:5: error: cannot write to 'v' in place: it may share its memory with another tensor (x.unfold(...) is a view of x in PyTorch, which scriptc computes as a copy); use .clone() where it is made, or write to the tensor it comes from
#    23 |     v.mul_(2.0)
#       |     ^~~~~~~~~~~
# unfold_view_writes.py:24:13: error: 'w' may share its memory with a tensor that was written in place since it was made (x.unfold(...) is a view of x in PyTorch, which scriptc computes as a copy), so its value cannot be known here; use .clone() where it is made
#    24 |     return [w, x, v]
#       |             ^
# <<<
import torch
from torch import Tensor
from typing import List


# x.unfold(...) is a view of x in PyTorch; scriptc computes a copy, so a write to the windows
# or to x while the other is read after it is refused (where PyTorch would see the write)
def f(x: Tensor) -> List[Tensor]:
    w = x.unfold(0, 2, 1)
    x.add_(1.0)
    v = x.unfold(0, 3, 1)
    v.mul_(2.0)
    return [w, x, v]
