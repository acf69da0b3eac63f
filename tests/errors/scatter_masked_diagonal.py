# >>> inputs
# x:float32[4,3]
# i:int64[2,3]
# k:int64[]
# <<<
# >>> stderr
# scatter_masked_diagonal.py:33:13: error: aten::scatter: reduce must be 'add' or 'multiply'
#    33 |     return (x.scatter(0, i, x, reduce='sum'), x.masked_scatter(x, x),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_masked_diagonal.py:33:47: error: aten::masked_scatter: the mask must be a bool tensor, not float32
#    33 |     return (x.scatter(0, i, x, reduce='sum'), x.masked_scatter(x, x),
#       |                                               ^~~~~~~~~~~~~~~~~~~~~~
# scatter_masked_diagonal.py:34:13: error: aten::masked_scatter: self (float32) and source (int64) must have the same dtype
#    34 |             x.masked_scatter(x > 0, x.long()), x.diagonal(0, 1, -1), x.diagonal(k))
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_masked_diagonal.py:34:48: error: aten::diagonal: diagonal dimensions cannot be identical 1, -1
#    34 |             x.masked_scatter(x > 0, x.long()), x.diagonal(0, 1, -1), x.diagonal(k))
#       |                                                ^~~~~~~~~~~~~~~~~~~~
# scatter_masked_diagonal.py:34:70: error: aten::diagonal: offset, dim1 and dim2 must be constants
#    34 |             x.masked_scatter(x > 0, x.long()), x.diagonal(0, 1, -1), x.diagonal(k))
#       |                                                                      ^~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# PyTorch raises on each but the last: "reduce argument must be either add or multiply",
# "masked_scatter_ only supports boolean masks", "masked_scatter: expected self and source
# to have same dtypes", "diagonal dimensions cannot be identical 1, -1"; an offset known
# only at run time is not supported
def f(x: Tensor, i: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (x.scatter(0, i, x, reduce='sum'), x.masked_scatter(x, x),
            x.masked_scatter(x > 0, x.long()), x.diagonal(0, 1, -1), x.diagonal(k))
