# >>> inputs
# s:float32[n]
# v:float32[b,3]
# m:float32[b,4]
# <<<
# >>> sets
# s = torch.tensor([1., 2., 2., 3.]); v = torch.tensor([[float('nan'), 2., 0.], [5., float('inf'), -float('inf')]]); m = torch.tensor([[1., 2., 3., 4.], [0., 5., 5., 6.]])
# s = torch.tensor([0.5]); v = torch.tensor([[0.5, 0.4, 0.6]]); m = torch.tensor([[1., 1., 1., 1.]])
# s = torch.zeros(0); v = torch.randn(3, 3); m = torch.sort(torch.randn(3, 4))[0]
# <<<
# searchsorted: left and right (ties), side=, out_int32, sorter=, a scalar value, n-d sorted
# sequences against values of the same leading dims, an empty sequence, NaN and infinities in
# the values (ATen's binary search puts NaN last), int values in a float sequence;
# bucketize (right=, out_int32, a scalar)
import torch
from torch import Tensor
from typing import List


def f(s: Tensor, v: Tensor, m: Tensor) -> List[Tensor]:
    r: List[Tensor] = []
    r.append(torch.searchsorted(s, v))
    r.append(torch.searchsorted(s, v, right=True))
    r.append(torch.searchsorted(s, v, side='right'))
    r.append(torch.searchsorted(s, v, side='left', out_int32=True))
    r.append(torch.searchsorted(s, 2.0))
    r.append(torch.searchsorted(s, 2, right=True))
    r.append(torch.searchsorted(m, v))
    r.append(torch.searchsorted(m, v, right=True))
    order = torch.argsort(s.flip(0))
    r.append(torch.searchsorted(s.flip(0), v, sorter=order))
    r.append(torch.searchsorted(s, (v * 2).long()))
    r.append(torch.bucketize(v, s))
    r.append(torch.bucketize(v, s, right=True, out_int32=True))
    r.append(torch.bucketize(2.0, s))
    r.append(torch.bucketize(v[0], m[0], right=True))
    return r
