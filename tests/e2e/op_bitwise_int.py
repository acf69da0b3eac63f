# >>> inputs
# i:int64[n]
# j:int64[n]
# k:int64[]
# <<<
# >>> sets
# i = torch.tensor([-9223372036854775808, 9223372036854775807, -1, 0, 1, -2, 255, -256, 12345, -77]); j = torch.tensor([-1, -9223372036854775808, 9223372036854775807, 5, -3, 7, 15, 3, -12346, 76]); k = 6
# i = torch.randint(-1000, 1000, (7,)); j = torch.randint(-1000, 1000, (7,)); k = -5
# i = torch.zeros(0, dtype=torch.int64); j = torch.zeros(0, dtype=torch.int64); k = 0
# i = torch.randint(-2 ** 62, 2 ** 62, (33,)); j = torch.randint(-2 ** 62, 2 ** 62, (33,)); k = 1023
# <<<
# & | ^ ~ and torch.bitwise_and/or/xor/not (and the methods, in place) of integer tensors:
# int64 with its extremes, int32, int16, int8 and uint8 (~ of uint8 is 255 - x), a tensor
# with an int (bitwise_and.Scalar), a bool tensor with an int (int64), mixed widths
# (promoted); TorchScript's & | ^ of ints (it has no ~ of an int).  Below opset 18 ONNX has
# no bitwise operator: computed exactly from the operands' bits
import torch
from torch import Tensor
from typing import List


def f(i: Tensor, j: Tensor, k: int) -> List[Tensor]:
    out = [i & j, i | j, i ^ j, ~i, torch.bitwise_and(i, j), torch.bitwise_or(i, 3), torch.bitwise_xor(i, -1), torch.bitwise_not(j),
           i.bitwise_and(255), i.bitwise_or(j), i.bitwise_xor(j), i.bitwise_not(), i & k, (i > 0) & 1, (i > 0) | (j > 0)]
    a, b = i.to(torch.int32), j.to(torch.int32)
    out += [a & b, a | b, a ^ b, ~a, a & j, a | 7]
    u, v = i.to(torch.uint8), j.to(torch.uint8)
    out += [u & v, u | v, u ^ v, ~u, u & 3, u.bitwise_xor(v)]
    c, d = i.to(torch.int8), j.to(torch.int16)
    out += [c & d, c | d, c ^ d, ~c, ~d, c ^ c]
    e = i.clone()
    e &= j
    g = i.clone()
    g |= 12
    h = i.clone()
    h ^= j
    i2 = i.clone()
    i2.bitwise_not_()
    out += [e, g, h, i2]
    m = k & 12
    n = k | 3
    p = k ^ -1
    out += [torch.tensor(m), torch.tensor(n), torch.tensor(p), torch.tensor((k & 1) == 1)]
    return out
