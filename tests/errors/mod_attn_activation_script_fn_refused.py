# >>> inputs
# x:float32[5,2,8]
# <<<
# >>> stderr
# mod_attn_activation_script_fn_refused.py:26:16: error: 'self.activation' is a function of the script, which a built-in module's forward cannot call yet (give a module, such as nn.GELU(), or a function of torch or F) (inside nn.TransformerEncoderLayer)
#    26 |         return self.layer(x)
#       |                ^~~~~~~~~~~~~
# <<<
# A Transformer layer's activation that is a function of the script: the built-in layer's
# forward would call it with the prelude's names in scope; refused with a located error
# (a module, nn.GELU(), or a function of torch or F compiles).
import torch
from torch import nn, Tensor


def swish(x: Tensor) -> Tensor:
    return x * torch.sigmoid(x)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(8, 2, 16, activation=swish)

    def forward(self, x: Tensor) -> Tensor:
        return self.layer(x)
