"""The DCGAN generator of pytorch/examples (dcgan/main.py; Radford et al., 2015): a latent
vector of nz numbers, as an [N, nz, 1, 1] tensor, to an nc x 64 x 64 image in [-1, 1].

Its state_dict keys, shapes and dtypes are those of pytorch/examples' Generator (nz=100,
ngf=64, nc=3), so its trained netG_epoch_*.pth loads as it is:

    /usr/bin/python3 tools/to_safetensors.py netG_epoch_24.pth dcgan.safetensors
    scriptc examples/dcgan.py --weights dcgan.safetensors --input 'z:float32[batch,100,1,1]'
"""
import torch
from torch import nn, Tensor


class Generator(nn.Module):
    def __init__(self, nz: int = 100, ngf: int = 64, nc: int = 3):
        super().__init__()
        self.main = nn.Sequential(
            nn.ConvTranspose2d(nz, ngf * 8, 4, 1, 0, bias=False),        # -> (ngf*8) x 4 x 4
            nn.BatchNorm2d(ngf * 8),
            nn.ReLU(True),
            nn.ConvTranspose2d(ngf * 8, ngf * 4, 4, 2, 1, bias=False),   # -> (ngf*4) x 8 x 8
            nn.BatchNorm2d(ngf * 4),
            nn.ReLU(True),
            nn.ConvTranspose2d(ngf * 4, ngf * 2, 4, 2, 1, bias=False),   # -> (ngf*2) x 16 x 16
            nn.BatchNorm2d(ngf * 2),
            nn.ReLU(True),
            nn.ConvTranspose2d(ngf * 2, ngf, 4, 2, 1, bias=False),       # -> ngf x 32 x 32
            nn.BatchNorm2d(ngf),
            nn.ReLU(True),
            nn.ConvTranspose2d(ngf, nc, 4, 2, 1, bias=False),            # -> nc x 64 x 64
            nn.Tanh(),
        )

    def forward(self, z: Tensor) -> Tensor:
        return self.main(z)
