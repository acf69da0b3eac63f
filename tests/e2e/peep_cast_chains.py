# Cast chains (issue 23): onnxpeep drops the middle cast only where its type holds every value
# of the first (int32 -> int64 -> int32, float -> double -> float with NaN and inf, bool ->
# float -> bool, uint8 -> int16 -> float); float -> int -> float (truncation) and int64 ->
# int32 -> int64 (wrap-around) keep both casts; a cast to the type a tensor has is nothing.
# >>> inputs
# i:int32[n]
# x:float32[n]
# b:bool[n]
# u:uint8[n]
# l:int64[n]
# <<<
# >>> sets
# i = torch.tensor([0, -7, 2147483647, -2147483648], dtype=torch.int32); x = torch.tensor([1.5, float('nan'), -float('inf'), -2.75]); b = torch.tensor([True, False, True, False]); u = torch.tensor([0, 255, 128, 7], dtype=torch.uint8); l = torch.tensor([4294967297, -1, 2147483648, 5])
# i = torch.zeros(0, dtype=torch.int32); x = torch.zeros(0); b = torch.zeros(0, dtype=torch.bool); u = torch.zeros(0, dtype=torch.uint8); l = torch.zeros(0, dtype=torch.int64)
# i = torch.tensor([3], dtype=torch.int32); x = torch.tensor([-0.0]); b = torch.tensor([True]); u = torch.tensor([1], dtype=torch.uint8); l = torch.tensor([-4294967296])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor, x: Tensor, b: Tensor, u: Tensor, l: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    i2 = i.to(torch.int64).to(torch.int32)
    x2 = x.double().float()
    b2 = b.float().to(torch.bool)
    u2 = u.to(torch.int16).float()
    x3 = x.nan_to_num(0.0, 100.0, -100.0).int().float()
    l2 = l.int().long()
    x4 = x.to(torch.float32) * 2.0
    return i2, x2, b2, u2, x3, l2, x4
