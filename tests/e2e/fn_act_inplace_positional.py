# F's activations given `inplace` positionally, as torch.nn's own modules call them
# (F.hardtanh(input, self.min_val, self.max_val, self.inplace)): False leaves x alone, True
# writes the result into x (the caller sees it), for every function whose F signature takes it.
# >>> inputs
# x:float32[batch,5]
# <<<
# >>> sets
# x = torch.randn(3, 5) * 4
# x = torch.randn(1, 5) * 4
# x = torch.tensor([[-30.0, -1e-3, 0.0, 2.5, 7.0]])
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor):
    outs = [F.relu(x, False), F.relu6(x, False), F.selu(x, False), F.silu(x, False),
            F.mish(x, False), F.hardsigmoid(x, False), F.hardswish(x, False),
            F.elu(x, 0.5, False), F.celu(x, 2.0, False), F.leaky_relu(x, 0.2, False),
            F.threshold(x, 0.5, -2.0, False), F.hardtanh(x, -1.5, 2.0, False),
            F.rrelu(x, 0.1, 0.3, False, False)]
    y = x.clone()
    r = F.hardtanh(y, -0.5, 0.5, True)
    z = x.clone()
    F.celu(z, 1.5, True)
    w = x.clone()
    F.relu(w, True)
    return outs, y, r, z, w
