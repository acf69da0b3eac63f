# >>> inputs
# x:float32[b,3]
# i:int64[b,3]
# <<<
# >>> sets
# x = torch.tensor([[float('nan'), float('nan'), float('nan')], [3., float('nan'), 1.], [2., 1., 3.], [5., 4., float('nan')]]); i = torch.tensor([[1, 2, 3], [3, 1, 2], [0, 5, -1], [4, 4, 9]])
# x = torch.tensor([[0.5, -1., float('inf')]]); i = torch.tensor([[7, 3, 5]])
# x = torch.tensor([[1., 1., 2.], [2., 1., 1.]]); i = torch.tensor([[1, 1, 1], [2, 2, 2]])
# <<<
# nanmedian: of every element, along a dim with its indices (an all-NaN
# slice: NaN at index 0), keepdim, the lower of two, ints, 0-d.  An empty batch is in
# op_nanmedian_empty: ONNX Runtime's TopK crashes (SIGFPE) on a tensor with no slices, as
# torch.sort's does
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, i: Tensor) -> List[Tensor]:
    v, k = torch.nanmedian(x, 1)
    w = x.nanmedian(-1, keepdim=True)
    u = torch.nanmedian(i, 1)
    z = torch.nanmedian(x.sum(), 0)
    return [torch.nanmedian(x), v, k, w.values, w.indices, u.values, u.indices, i.nanmedian(),
            z.values, z.indices]
