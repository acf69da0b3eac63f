# >>> inputs
# x:float32[n,3]
# s:float32[3]
# i:int64[2]
# <<<
# >>> stderr
# scatter_unknown_rank.py:28:13: error: aten::select_scatter: needs the tensor's rank, not known here (opset 17)
#    28 |     return (torch.select_scatter(y, s, 0, 0).sum(), torch.index_put(y, [i], s).sum(),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_unknown_rank.py:28:53: error: aten::index_put: needs the ranks of the tensor and of its indices (opset 17)
#    28 |     return (torch.select_scatter(y, s, 0, 0).sum(), torch.index_put(y, [i], s).sum(),
#       |                                                     ^~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_unknown_rank.py:29:13: error: aten::masked_scatter: needs the rank of the result, not known here (opset 17)
#    29 |             y.masked_scatter(y > 0, y).sum(), y.diagonal().sum())
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_unknown_rank.py:29:47: error: aten::diagonal: needs the tensor's rank, not known here (opset 17)
#    29 |             y.masked_scatter(y > 0, y).sum(), y.diagonal().sum())
#       |                                               ^~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# x.squeeze(0) of a symbolic dim has a rank known only at run time; these need it
def f(x: Tensor, s: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    y = x.squeeze(0)
    return (torch.select_scatter(y, s, 0, 0).sum(), torch.index_put(y, [i], s).sum(),
            y.masked_scatter(y > 0, y).sum(), y.diagonal().sum())
