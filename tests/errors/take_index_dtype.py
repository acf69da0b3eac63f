# >>> inputs
# x:float32[2,3]
# i:int32[4]
# <<<
# >>> stderr
# take_index_dtype.py:26:12: error: take(): Expected a long tensor for index, but got Float
#    26 |     return torch.take(x, x), torch.take(x, i), torch.index_select(x, 1, x[0])
#       |            ^~~~~~~~~~~~~~~~
# take_index_dtype.py:26:30: error: take(): Expected a long tensor for index, but got Int
#    26 |     return torch.take(x, x), torch.take(x, i), torch.index_select(x, 1, x[0])
#       |                              ^~~~~~~~~~~~~~~~
# take_index_dtype.py:26:48: error: aten::index_select: index_select(): Expected dtype int32 or int64 for index
#    26 |     return torch.take(x, x), torch.take(x, i), torch.index_select(x, 1, x[0])
#       |                                                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# Indices of a dtype PyTorch refuses (checked against PyTorch 1.13: "take(): Expected a long
# tensor for index, but got Float" / "... but got Int", "index_select(): Expected dtype
# int32 or int64 for index"): each a located error, never a Gather on float indices, which
# ONNX's checker and ONNX Runtime refuse.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return torch.take(x, x), torch.take(x, i), torch.index_select(x, 1, x[0])
