# List[int] entry parameters of known length as users pass them: a box unpacked into four
# ints that slice an image (bounds past the edge clamp, as Python slices do), and a
# List[int] of run-time length of channels to keep (index_select by torch.tensor of it).
# (A permutation from a List[int] input is refused: errors/permute_runtime_dim.)
# >>> inputs
# img:float32[C,H,W]
# box:int64[4]
# keep:int64[k]
# <<<
# >>> sets
# img = torch.randn(3, 5, 6); box = [1, 0, 4, 3]; keep = [0, 2]
# img = torch.randn(2, 4, 4); box = [0, 2, 9, 9]; keep = [1]
# img = torch.randn(1, 3, 2); box = [2, 2, 1, 1]; keep = [0, 0, 0]
# <<<
import torch
from torch import Tensor
from typing import List


def f(img: Tensor, box: List[int], keep: List[int]):
    x0, y0, x1, y1 = box
    crop = img[:, y0:y1, x0:x1]
    chans = img.index_select(0, torch.tensor(keep, dtype=torch.long))
    return crop.transpose(1, 2), crop.sum(), chans.mean((1, 2))
