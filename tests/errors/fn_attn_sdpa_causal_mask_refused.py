# >>> inputs
# q:float32[2,4,8]
# m:bool[4,4]
# <<<
# >>> stderr
# fn_attn_sdpa_causal_mask_refused.py:22:12: warning: 'raise' cannot be expressed in ONNX: the model computes only the paths that do not reach it (inside scaled_dot_product_attention: RuntimeError: _scaled_dot_product_attention: Explicit attn_mask should not be set when is_causal=True)
#    22 |     return F.scaled_dot_product_attention(q, q, q, attn_mask=m, is_causal=True)
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_attn_sdpa_causal_mask_refused.py:22:12: error: 'f' raises on every path, and ONNX cannot raise: there is no model to write
#    22 |     return F.scaled_dot_product_attention(q, q, q, attn_mask=m, is_causal=True)
#       |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# F.scaled_dot_product_attention (PyTorch 2.x): is_causal with an explicit attn_mask is an
# error in torch 2.x; dropout_p > 0 drops at random in torch whatever the mode (the function
# has no training flag), which a model cannot compute: refused.
import torch
import torch.nn.functional as F
from torch import Tensor


def f(q: Tensor, m: Tensor) -> Tensor:
    return F.scaled_dot_product_attention(q, q, q, attn_mask=m, is_causal=True)


