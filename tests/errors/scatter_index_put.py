# >>> inputs
# x:float32[4,3]
# i:int64[2]
# j:int32[2]
# a:bool[]
# <<<
# >>> stderr
# scatter_index_put.py:34:13: error: aten::index_put: self (float32) and values (float64) must have the same dtype
#    34 |     return (torch.index_put(x, [i], x.double()), torch.index_put(x, [i], x[:2].unsqueeze(0)),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_index_put.py:34:50: error: aten::index_put: values of shape [1, 2, 3] cannot be broadcast to the shape [2, 3]
#    34 |     return (torch.index_put(x, [i], x.double()), torch.index_put(x, [i], x[:2].unsqueeze(0)),
#       |                                                  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_index_put.py:35:13: error: aten::index_put: tensors used as indices must be long, byte or bool tensors, not int32
#    35 |             torch.index_put(x, [j], x[0]), x.index_put([i], x[0], a),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_index_put.py:35:44: error: aten::index_put: accumulate must be a constant
#    35 |             torch.index_put(x, [j], x[0]), x.index_put([i], x[0], a),
#       |                                            ^~~~~~~~~~~~~~~~~~~~~~~~~
# scatter_index_put.py:36:13: error: aten::index_put: values of shape [4, 2] cannot be broadcast to the shape [2, 3]
#    36 |             x.index_put([i], x[:, :2]))
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# PyTorch raises on the first three: "Index put requires the source and destination dtypes
# match", "shape mismatch: value tensor of shape [1, 2, 3] cannot be broadcast to indexing
# result of shape [2, 3]", "tensors used as indices must be long, byte or bool tensors";
# accumulate known only at run time is not supported
def f(x: Tensor, i: Tensor, j: Tensor, a: bool) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (torch.index_put(x, [i], x.double()), torch.index_put(x, [i], x[:2].unsqueeze(0)),
            torch.index_put(x, [j], x[0]), x.index_put([i], x[0], a),
            x.index_put([i], x[:, :2]))
