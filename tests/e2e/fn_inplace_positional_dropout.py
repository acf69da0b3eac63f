# F's activations with inplace given by position (F.hardtanh(x, lo, hi, False), as
# nn.ReLU6 calls it), and F.dropout and its kin with training=False (by position and by
# keyword; p=0 too): the input itself, as in eval mode.
# >>> inputs
# x:float32[n,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(5, 4) * 3
# x = torch.randn(1, 4)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor):
    a = F.relu(x, False) + F.relu6(x * 4, False)
    b = F.hardtanh(x, -0.5, 0.5, False) + F.leaky_relu(x, 0.2, False)
    c = F.elu(x, 1.5, False) + F.threshold(x, 0.1, 20.0, False)
    d = F.dropout(x, 0.3, False) + F.dropout(x, p=0.2, training=False)
    e = F.alpha_dropout(x, 0.1, False) + F.dropout2d(x.unsqueeze(0), 0.5, False).squeeze(0)
    g = F.dropout(x, 0.0, True)
    return a, b, c, d, e, g
