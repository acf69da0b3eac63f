# Element counts past int64 (a [2**62, 4] input) are not computed: the product overflowed
# (undefined behaviour) in view's -1 and in numel()'s folding, and the sum in cat's dim.
# Now the -1 dim and cat's dim stay unknown and numel() is left to run time.
# >>> inputs
# x:float32[4611686018427387904,4]
# <<<
# >>> ir
# graph(%x : Float(4611686018427387904, 4)):
#   %1 : int = prim::Constant[value=0]()   # huge_dims_numel.py:24:35
#   %2 : int = prim::Constant[value=-1]()   # huge_dims_numel.py:24:19
#   %3 : List[int] = prim::ListConstruct(%2)   # huge_dims_numel.py:24:12
#   %4 : Float(*) = aten::view(%x, %3)   # huge_dims_numel.py:24:12
#   %5 : int = aten::numel(%x)   # huge_dims_numel.py:24:24
#   %6 : List[Tensor] = prim::ListConstruct(%x, %x)   # huge_dims_numel.py:24:35
#   %7 : Float(*, 4) = aten::cat(%6, %1)   # huge_dims_numel.py:24:35
#   return (%4, %5, %7)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, int, Tensor]:
    return x.view(-1), x.numel(), torch.cat([x, x])
