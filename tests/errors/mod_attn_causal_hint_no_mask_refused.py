# >>> inputs
# x:float32[5,2,8]
# <<<
# >>> stderr
# mod_attn_causal_hint_no_mask_refused.py:24:16: warning: 'raise' cannot be expressed in ONNX: the model computes only the paths that do not reach it (inside nn.TransformerEncoderLayer: RuntimeError: Need attn_mask if specifying the is_causal hint. You may use the Transformer module method `generate_square_subsequent_mask` to create this mask.)
#    24 |         return self.layer(x, is_causal=True)
#       |                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# mod_attn_causal_hint_no_mask_refused.py:24:16: error: 'forward' raises on every path, and ONNX cannot raise: there is no model to write
#    24 |         return self.layer(x, is_causal=True)
#       |                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# PyTorch 2.x's is_causal hint without the mask it describes: 2.x raises ("Need attn_mask if
# specifying the is_causal hint"), and so every run would: a located error.
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(8, 2, 16)

    def forward(self, x: Tensor) -> Tensor:
        return self.layer(x, is_causal=True)
