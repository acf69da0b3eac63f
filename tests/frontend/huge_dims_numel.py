# Element counts past int64 (a [2**62, 4] input) are not computed: the product overflowed
# (undefined behaviour) in view's -1 and in numel()'s folding.  Now the -1 dim stays
# unknown and numel() is left to run time.
# >>> inputs
# x:float32[4611686018427387904,4]
# <<<
# >>> ir
# graph(%x : Float(4611686018427387904, 4)):
#   %1 : int = prim::Constant[value=-1]()   # huge_dims_numel.py:21:19
#   %2 : List[int] = prim::ListConstruct(%1)   # huge_dims_numel.py:21:12
#   %3 : Float(*) = aten::view(%x, %2)   # huge_dims_numel.py:21:12
#   %4 : int = aten::numel(%x)   # huge_dims_numel.py:21:24
#   return (%3, %4)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    return x.view(-1), x.numel()
