# The activations decomposed by lower_act.c, against PyTorch at values around their kinks
# and NaN (kept by relu6, hardtanh, hardsigmoid, hardswish, threshold, hardshrink; 0 from
# softshrink), large magnitudes (mish, logsigmoid, selu, celu), every spelling (F., torch.,
# methods, in place), their parameters; aten's elu with scale and input_scale; float64; int64 (relu6, hardtanh and threshold with
# bounds truncated; softsign and tanhshrink computing in float32); bfloat16 (computed in
# float32, rounded once; between casts, as ONNX Runtime's binding takes no bfloat16)
# >>> inputs
# x:float32[n]
# d:float64[2,n]
# i:int64[n]
# <<<
# >>> sets
# x = torch.tensor([float('nan'), -100., -4., -3., -1., -0.5, 0., 0.25, 0.5, 1., 3., 4., 6., 7., 100.]); d = torch.randn(2, 15, dtype=torch.float64) * 4; i = torch.arange(-7, 8)
# x = torch.randn(6) * 5; d = torch.randn(2, 6, dtype=torch.float64); i = torch.tensor([-3, 0, 1, 2, 6, 9])
# x = torch.randn(0); d = torch.randn(2, 0, dtype=torch.float64); i = torch.zeros(0, dtype=torch.long)
# <<<
# >>> min-opset
# 13
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, d: Tensor, i: Tensor) -> List[Tensor]:
    y = x.clone()
    F.relu6(y, inplace=True)
    b = x.to(torch.bfloat16)
    return [
        F.relu6(x), F.relu6(d), F.relu6(i), y,
        F.hardtanh(x), F.hardtanh(x, -2.5, 0.5), F.hardtanh(i, -1.5, 2.5), F.hardtanh(d, min_val=0.0),
        F.hardsigmoid(x), F.hardsigmoid(d), F.hardswish(x), F.hardswish(d),
        F.selu(x), torch.selu(d), x.selu(), F.celu(x), F.celu(x, 2.5), torch.celu(d, alpha=0.5),
        F.mish(x), F.mish(d), x.elu(1.5, 2.0, 0.5), d.elu(1.0, 1.0, 3.0), x.elu(0.5, 1.5),
        F.softsign(x), F.softsign(i), F.tanhshrink(x), F.tanhshrink(i), F.tanhshrink(d),
        F.softshrink(x), F.softshrink(x, 2.0), F.softshrink(d, 0.1),
        F.hardshrink(x), F.hardshrink(x, 3.0), torch.hardshrink(d, 0.1),
        F.threshold(x, 0.5, -2.0), F.threshold(i, 1.5, 7.9), torch.threshold(d, 0, 9),
        F.logsigmoid(x), F.logsigmoid(d), x.log_sigmoid(),
        F.rrelu(x), F.rrelu(d, 0.1, 0.3), torch.rrelu(x, 0.2, 0.5),
        F.hardswish(b).float(), F.selu(b).float(), F.relu6(b).float(), F.softsign(b).float(),
    ]
