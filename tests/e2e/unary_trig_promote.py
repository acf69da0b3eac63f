# >>> inputs
# n:int64[k]
# b:bool[k]
# u:uint8[k]
# h:float32[k]
# <<<
# >>> sets
# n = torch.tensor([1, 2, 3]); b = torch.tensor([True, False, True]); u = torch.tensor([1, 4, 20], dtype=torch.uint8); h = torch.tensor([0.5, -0.25, 0.125])
# n = torch.tensor([5, 1]); b = torch.tensor([False, False]); u = torch.tensor([0, 1], dtype=torch.uint8); h = torch.tensor([0.0, 0.75])
# n = torch.tensor([1, 1, 2, 7, 9]); b = torch.tensor([True, True, False, True, False]); u = torch.tensor([2, 3, 5, 7, 11], dtype=torch.uint8); h = torch.tensor([-0.5, 0.5, 0.1, 0.2, 0.3])
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Tuple


# torch 1.13 computes these in the default float dtype for integral and bool tensors
# (float32 out); bfloat16 stays bfloat16 (ONNX has no bfloat16 Asin: float32 between Casts);
# (torch 1.13's CPU kernels have no float16 form of them; ONNX Runtime has float64 forms of
# none but Sin, Cos, Tan: the float64 models are valid ONNX that it cannot load)
def f(n: Tensor, b: Tensor, u: Tensor, h: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    hb = h.to(torch.bfloat16)  # ONNX Runtime takes no bfloat16 inputs or outputs
    return (torch.acosh(n), torch.atan(n), torch.asinh(u), torch.sinh(b), torch.cosh(u),
            torch.asin(b), torch.acos(hb).float(), torch.atanh(hb).float(), hb.sinh().float(),
            torch.sigmoid(n))
