# ConvTranspose1d/2d/3d's forward(input, output_size=) given at run time, as U-Nets give it:
# the skip connection's size() (all dims), its shape[2:] (the spatial ones), a list
# computed from the input's sizes, and a tuple (TorchScript makes it the List[int] forward
# declares; a constant tuple too); the output padding each one asks for is 0 at some sizes and stride - 1 at
# others, with dilation and groups; an unbatched input; symbolic sizes at several values
# >>> inputs
# x:float32[2,4,h,w]
# skip:float32[2,3,sh,sw]
# s:float32[4,l]
# v:float32[1,4,3,d,5]
# z:float32[1,4,4,4]
# <<<
# >>> sets
# x = torch.randn(2, 4, 5, 6); skip = torch.randn(2, 3, 10, 11); s = torch.randn(4, 6); v = torch.randn(1, 4, 3, 4, 5); z = torch.randn(1, 4, 4, 4)
# x = torch.randn(2, 4, 3, 3); skip = torch.randn(2, 3, 6, 6); s = torch.randn(4, 3); v = torch.randn(1, 4, 3, 2, 5); z = torch.randn(1, 4, 4, 4)
# x = torch.randn(2, 4, 4, 7); skip = torch.randn(2, 3, 8, 14); s = torch.randn(4, 9); v = torch.randn(1, 4, 3, 6, 5); z = torch.randn(1, 4, 4, 4)
# <<<
from typing import List

import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.up2 = nn.ConvTranspose2d(4, 3, 3, stride=2, padding=1)
        self.up2g = nn.ConvTranspose2d(4, 6, 2, stride=2, groups=2, dilation=1)
        self.up1 = nn.ConvTranspose1d(4, 2, 3, stride=3, padding=1, dilation=2)
        self.up3 = nn.ConvTranspose3d(4, 2, (1, 3, 3), stride=(1, 2, 2), padding=(0, 1, 1))

    def forward(self, x: Tensor, skip: Tensor, s: Tensor, v: Tensor, z: Tensor) -> List[Tensor]:
        a = self.up2(x, output_size=skip.size())
        b = self.up2(x, skip.shape[2:])
        c = self.up2g(x, output_size=[x.size(2) * 2, x.size(3) * 2 + 1])
        d = self.up2(x, output_size=(skip.size(2), skip.size(3)))
        e = self.up1(s, output_size=[s.size(1) * 3 + s.size(1) % 3])
        f = self.up3(v, output_size=[v.size(2), v.size(3) * 2 - 1 + v.size(3) % 2, 9])
        g = self.up2(z, output_size=(8, 7))
        return [a, b, c, d, e, f, g]
