# A recurrence that writes each step's output row into a buffer made before the loop, as
# users write decoders and scans by hand: `out[t] = h` at the step number (onnxscan makes
# the rows scan outputs; a ScatterND of the whole buffer each step copies it, T*T rows).
# Sequences of 50 and 400 steps of 64 and 256 features, and one step.
# >>> inputs
# x:float32[T,F]
# w:float32[F,F]
# <<<
# >>> sets
# x = torch.randn(50, 64); w = torch.randn(64, 64) * 0.1
# x = torch.randn(400, 256); w = torch.randn(256, 256) * 0.05
# x = torch.randn(1, 64); w = torch.randn(64, 64) * 0.1
# <<<
import torch
from torch import Tensor


def scan(x: Tensor, w: Tensor) -> Tensor:
    h = torch.zeros(x.size(1))
    out = torch.zeros(x.size(0), x.size(1))
    for t in range(x.size(0)):
        h = torch.tanh(x[t] + torch.mv(w, h))
        out[t] = h
    return out
