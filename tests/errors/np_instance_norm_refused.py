# >>> inputs
# x:float32[2,3,4]
# m:float32[3]
# e:float32[0,3,4]
# <<<
# >>> stderr
# np_instance_norm_refused.py:34:9: error: aten::instance_norm: Expected more than 1 spatial element when training
#    34 |     a = F.instance_norm(x[:, :, 0])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_instance_norm_refused.py:35:9: error: aten::instance_norm: Expected more than 1 spatial element when training
#    35 |     b = F.instance_norm(x[:, :, :1])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_instance_norm_refused.py:36:9: error: aten::instance_norm: Expected running_mean and running_var to be defined when use_input_stats is false
#    36 |     c = F.instance_norm(x, use_input_stats=False)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_instance_norm_refused.py:37:9: error: aten::instance_norm: select(): index 0 out of range for tensor of size [0] at dimension 0 (PyTorch repeats weight and bias once per instance; here none)
#    37 |     d = F.instance_norm(e, None, None, m)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_instance_norm_refused.py:38:9: error: aten::instance_norm: use_input_stats=True with running statistics updates them in place: not supported (pass None, as track_running_stats=False does)
#    38 |     g = F.instance_norm(x, m, m)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# PyTorch's messages (torch 1.13, eager): "Expected more than 1 spatial element when
# training, got input size torch.Size([2, 3])", "Expected running_mean and running_var to be
# defined when use_input_stats is false", "select(): index 0 out of range for tensor of size
# [0] at dimension 0"; the running statistics' update in place is scriptc's own refusal
def f(x: Tensor, m: Tensor, e: Tensor) -> List[Tensor]:
    a = F.instance_norm(x[:, :, 0])
    b = F.instance_norm(x[:, :, :1])
    c = F.instance_norm(x, use_input_stats=False)
    d = F.instance_norm(e, None, None, m)
    g = F.instance_norm(x, m, m)
    return [a, b, c, d, g]
