"""The super-resolution network of PyTorch's ONNX tutorial ("Exporting a model from PyTorch to
ONNX and running it using ONNX Runtime"; Shi et al., 2016, efficient sub-pixel convolution):
four convolutions, then a pixel shuffle that upscales the luminance channel 3 times.

Its state_dict keys, shapes and dtypes are the tutorial's SuperResolutionNet(upscale_factor=3):

    /usr/bin/python3 tools/to_safetensors.py examples/superres.py:SuperResolutionNet superres.safetensors
    scriptc examples/superres.py --weights superres.safetensors --input 'x:float32[batch,1,224,224]'
"""
import torch
from torch import nn, Tensor


class SuperResolutionNet(nn.Module):
    def __init__(self, upscale_factor: int = 3, inplace: bool = False):
        super().__init__()
        self.relu = nn.ReLU(inplace=inplace)
        self.conv1 = nn.Conv2d(1, 64, (5, 5), (1, 1), (2, 2))
        self.conv2 = nn.Conv2d(64, 64, (3, 3), (1, 1), (1, 1))
        self.conv3 = nn.Conv2d(64, 32, (3, 3), (1, 1), (1, 1))
        self.conv4 = nn.Conv2d(32, upscale_factor ** 2, (3, 3), (1, 1), (1, 1))
        self.pixel_shuffle = nn.PixelShuffle(upscale_factor)

    def forward(self, x: Tensor) -> Tensor:
        x = self.relu(self.conv1(x))
        x = self.relu(self.conv2(x))
        x = self.relu(self.conv3(x))
        return self.pixel_shuffle(self.conv4(x))
