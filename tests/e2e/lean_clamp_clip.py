# clamp with bounds known at compile time (lower_clamp): one Clip for float32 with both, or
# with one that is zero (x.clamp(min=0) keeps -0.0, which ONNX Runtime's Max does not);
# float64 through lw_clamp's Max, Min and zero-bound Wheres.  A NaN stays NaN, ±inf are
# clamped, min only, max only, min == max, an int bound on a float tensor; min > max keeps
# PyTorch's order (every element max) through Max and Min, and a tensor bound broadcasts
# through them.
# >>> inputs
# x:float32[n]
# d:float64[n]
# <<<
# >>> sets
# x = torch.tensor([float('nan'), float('inf'), float('-inf'), -0.0, 0.0, 0.3, -2.5, 7.0]); d = torch.tensor([float('nan'), float('inf'), float('-inf'), -0.0, 0.0, 0.3, -2.5, 7.0], dtype=torch.float64)
# x = torch.zeros(0); d = torch.zeros(0, dtype=torch.float64)
# x = torch.randn(5) * 3; d = torch.randn(5, dtype=torch.float64) * 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, d: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (x.clamp(-1.0, 1.0), x.clamp(min=0), x.clamp(max=0.5), x.clamp(2.0, 2.0),
            d.clamp(-1.5, 0.25), torch.clamp(d, min=-3), x.clamp(3.0, 1.0),
            x.clamp(max=torch.tensor([0.0, 1.0]).repeat(x.size(0) // 2 + 1)[:x.size(0)]))
