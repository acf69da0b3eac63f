# max, min, amax, amin (whole and over a dim) give NaN where the values hold one, and the
# indices of max/min/argmax/argmin are the first NaN's, as in PyTorch; ONNX Runtime's
# ReduceMax/ReduceMin and ArgMax/ArgMin skip NaNs.  Found by the pools' NaN case (issue 20).
# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.tensor([[1.0, float('nan'), 3.0, 0.5], [2.0, -1.0, 4.0, 8.0]])
# x = torch.tensor([[float('nan')] * 4, [2.0, -1.0, float('nan'), 8.0], [1.0, 2.0, 3.0, 4.0]])
# x = torch.randn(5, 4)
# x = torch.tensor([[1.0, float('nan'), 3.0, float('nan')], [2.0, float('nan'), -4.0, 8.0]])
# <<<
import torch
from torch import Tensor


def f(x: Tensor):
    return (torch.amax(x, 1), torch.amin(x, 1), x.max(1), x.min(1, keepdim=True),
            x.argmax(1), x.argmin(1, keepdim=True), x.amax(1, keepdim=True),
            torch.aminmax(x, dim=1)[1], x.double().max(1), torch.max(x), torch.min(x),
            x.argmax(), x.argmin(), x.amax((0, 1)), x.half().amax(1))
