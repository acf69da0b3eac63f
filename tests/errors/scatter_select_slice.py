# >>> inputs
# x:float32[4,3]
# s:float32[4]
# z:float32[]
# d:int64[]
# <<<
# >>> stderr
# scatter_select_slice.py:39:13: error: aten::select_scatter: expected src to have the shape [3], not [4]
#    39 |     return (torch.select_scatter(x, s, 0, 0), torch.select_scatter(x, s, 1, 4),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_select_slice.py:39:47: error: aten::select_scatter: index 4 is out of range for dim 1 of size 3
#    39 |     return (torch.select_scatter(x, s, 0, 0), torch.select_scatter(x, s, 1, 4),
#       |                                               ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_select_slice.py:40:13: error: aten::slice_scatter: slice step must be positive
#    40 |             torch.slice_scatter(x, x, 0, 0, 4, 0), torch.slice_scatter(x, x, 0, 1),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_select_slice.py:40:52: error: aten::slice_scatter: expected src to have the shape [3, 3], not [4, 3]
#    40 |             torch.slice_scatter(x, x, 0, 0, 4, 0), torch.slice_scatter(x, x, 0, 1),
#       |                                                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_select_slice.py:41:13: error: aten::select_scatter: dim must be a constant
#    41 |             x.select_scatter(s, d, 0), x.select_scatter(s, 2, 0),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_select_slice.py:41:40: error: aten::select_scatter: dim 2 out of range for a tensor of 2 dims
#    41 |             x.select_scatter(s, d, 0), x.select_scatter(s, 2, 0),
#       |                                        ^~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_select_slice.py:42:13: error: aten::slice_scatter: writing into a 0-d tensor along a dim is not supported
#    42 |             torch.slice_scatter(z, z))
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# PyTorch raises on each: "expected src to have a size equal to the slice of self",
# "select(): index 4 out of range", "slice step must be positive", "Dimension out of range";
# a run-time dim and a write along a dim of a 0-d tensor are not supported
def f(x: Tensor, s: Tensor, z: Tensor, d: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (torch.select_scatter(x, s, 0, 0), torch.select_scatter(x, s, 1, 4),
            torch.slice_scatter(x, x, 0, 0, 4, 0), torch.slice_scatter(x, x, 0, 1),
            x.select_scatter(s, d, 0), x.select_scatter(s, 2, 0),
            torch.slice_scatter(z, z))
