# The layer ops as TorchScript spells them, weights given as inputs: torch.lstm (biases,
# batch_first, train=True on one layer: no dropout between layers, so the same numbers),
# torch.gru bidirectional without biases, torch.rnn_tanh and torch.rnn_relu on two layers.
# >>> inputs
# x:float32[seq,batch,3]
# h:float32[2,batch,2]
# c:float32[2,batch,2]
# w8:float32[8,3]
# r8:float32[8,2]
# b8:float32[8]
# w6:float32[6,3]
# r6:float32[6,2]
# w2:float32[2,3]
# r2:float32[2,2]
# b2:float32[2]
# <<<
# >>> sets
# x = torch.randn(1, 1, 3); h = torch.randn(2, 1, 2); c = torch.randn(2, 1, 2); w8 = torch.randn(8, 3); r8 = torch.randn(8, 2); b8 = torch.randn(8); w6 = torch.randn(6, 3); r6 = torch.randn(6, 2); w2 = torch.randn(2, 3); r2 = torch.randn(2, 2); b2 = torch.randn(2)
# x = torch.randn(5, 3, 3); h = torch.randn(2, 3, 2); c = torch.randn(2, 3, 2); w8 = torch.randn(8, 3); r8 = torch.randn(8, 2); b8 = torch.randn(8); w6 = torch.randn(6, 3); r6 = torch.randn(6, 2); w2 = torch.randn(2, 3); r2 = torch.randn(2, 2); b2 = torch.randn(2)
# x = torch.randn(3, 3, 3) * 2; h = torch.randn(2, 3, 2); c = torch.randn(2, 3, 2); w8 = torch.randn(8, 3); r8 = torch.randn(8, 2); b8 = torch.randn(8); w6 = torch.randn(6, 3); r6 = torch.randn(6, 2); w2 = torch.randn(2, 3); r2 = torch.randn(2, 2); b2 = torch.randn(2)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, h: Tensor, c: Tensor, w8: Tensor, r8: Tensor, b8: Tensor, w6: Tensor,
      r6: Tensor, w2: Tensor, r2: Tensor, b2: Tensor):
    y, hn, cn = torch.lstm(x, [h[:1], c[:1]], [w8, r8, b8, b8 * 0.5], True, 1, 0.3, False,
                           False, False)
    xb = x.transpose(0, 1)
    yb, hb, cb = torch.lstm(xb, [h[1:], c[1:]], [w8, r8, b8, b8], True, 1, 0.5, True, False,
                            True)
    g, hg = torch.gru(x, h, [w6, r6, w6 * 0.5, r6], False, 1, 0.0, False, True, False)
    t, ht = torch.rnn_tanh(x, h, [w2, r2, b2, b2, r2, r2, b2, b2], True, 2, 0.0, False, False,
                           False)
    r, hr = torch.rnn_relu(x, h, [w2, r2, r2, r2], False, 2, 0.0, False, False, False)
    return y, hn, cn, yb, hb, cb, g, hg, t, ht, r, hr
