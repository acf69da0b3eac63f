# F.embedding_bag: modes sum, mean (the default) and max; 1-d input with offsets (empty
# bags between and at the end are zeros; offsets int32 too), include_last_offset (the
# positions past the last offset left out), 2-d input (bags of its rows), per_sample_weights
# (sum), padding_idx (left out of the sums and the counts; negative counts from the end),
# float64 and float16 weights, an input with no positions, a NaN as a bag's first row (max:
# NaN) and after it (skipped), as PyTorch's kernel does; symbolic sizes.  (mode max with
# include_last_offset and positions past the last offset corrupts PyTorch 1.13's heap, so
# that one ends at the input's length)
# >>> inputs
# w:float32[6,3]
# x:int64[l]
# o:int64[b]
# y:int64[r,c]
# p:float32[l]
# <<<
# >>> sets
# w = torch.randn(6, 3); x = torch.tensor([1, 2, 4, 0, 5, 5, 3]); o = torch.tensor([0, 2, 2, 5]); y = torch.randint(0, 6, (3, 4)); p = torch.randn(7)
# w = torch.randn(6, 3); x = torch.tensor([3, 3]); o = torch.tensor([0, 0, 1, 2, 2]); y = torch.randint(0, 6, (1, 1)); p = torch.randn(2)
# w = torch.randn(6, 3); x = torch.tensor([], dtype=torch.long); o = torch.tensor([0, 0]); y = torch.randint(0, 6, (0, 2)); p = torch.randn(0)
# w = torch.tensor([[0., 1, 2], [float('nan'), 5, 1], [3, float('nan'), -1], [1, 1, 1], [-2, 0, 9], [0, 0, 0]]); x = torch.tensor([1, 0, 0, 2, 1, 3]); o = torch.tensor([0, 2, 4]); y = torch.tensor([[2, 1], [0, 1]]); p = torch.randn(6)
# <<<
# >>> raises
# w = torch.randn(6, 3); x = torch.tensor([1, 2, 4]); o = torch.tensor([1, 2]); y = torch.randint(0, 6, (3, 4)); p = torch.randn(3)
# w = torch.randn(6, 3); x = torch.tensor([1, 2, 4]); o = torch.tensor([0, 4]); y = torch.randint(0, 6, (3, 4)); p = torch.randn(3)
# w = torch.randn(6, 3); x = torch.tensor([1, 2, 4]); o = torch.tensor([0, 2, 1]); y = torch.randint(0, 6, (3, 4)); p = torch.randn(3)
# w = torch.randn(6, 3); x = torch.tensor([1, -2, 4]); o = torch.tensor([0, 2]); y = torch.randint(0, 6, (3, 4)); p = torch.randn(3)
# w = torch.randn(6, 3); x = torch.tensor([1, 2, 4]); o = torch.tensor([-1, 2]); y = torch.randint(0, 6, (3, 4)); p = torch.randn(3)
# w = torch.randn(6, 3); x = torch.tensor([1, 2, 4]); o = torch.tensor([0, 2, 3, 9223372036854775807]); y = torch.randint(0, 6, (3, 4)); p = torch.randn(3)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(w: Tensor, x: Tensor, o: Tensor, y: Tensor, p: Tensor) -> List[Tensor]:
    return [
        F.embedding_bag(x, w, o),
        F.embedding_bag(x, w, o, mode="sum"),
        F.embedding_bag(x, w, o, mode="max"),
        F.embedding_bag(x, w, o.to(torch.int32), mode="sum", include_last_offset=True),
        F.embedding_bag(x, w, torch.cat([o, torch.tensor([x.shape[0]])]), mode="max", include_last_offset=True),
        F.embedding_bag(x, w, o, mode="sum", per_sample_weights=p),
        F.embedding_bag(x, w, o, mode="sum", per_sample_weights=p, padding_idx=3),
        F.embedding_bag(x, w, o, mode="mean", padding_idx=-1),
        F.embedding_bag(x, w, o, mode="max", padding_idx=1),
        F.embedding_bag(y, w),
        F.embedding_bag(y, w, mode="sum", per_sample_weights=y.float()),
        F.embedding_bag(y, w, mode="max"),
        F.embedding_bag(y, w, mode="max", padding_idx=2),
        F.embedding_bag(y.to(torch.int32), w, mode="mean", padding_idx=0),
        F.embedding_bag(x, w.double(), o, mode="mean"),
        F.embedding_bag(y, w.half(), mode="sum").float(),
    ]
