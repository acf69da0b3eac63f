"""MobileNetV2 (Sandler et al., 2018) as torchvision.models.mobilenet_v2() builds it.

Its state_dict keys, shapes and dtypes are torchvision's, so torchvision's weights load as they
are:

    /usr/bin/python3 tools/to_safetensors.py torchvision:mobilenet_v2 mobilenet_v2.safetensors
    scriptc examples/vision/mobilenet_v2.py --weights mobilenet_v2.safetensors --input 'x:float32[batch,3,224,224]'
"""
from typing import List

import torch
import torch.nn.functional as F
from torch import nn, Tensor


class ConvBNReLU(nn.Sequential):
    def __init__(self, inp: int, oup: int, kernel_size: int = 3, stride: int = 1, groups: int = 1):
        super().__init__(
            nn.Conv2d(inp, oup, kernel_size, stride, (kernel_size - 1) // 2, groups=groups, bias=False),
            nn.BatchNorm2d(oup),
            nn.ReLU6(inplace=True),
        )


class InvertedResidual(nn.Module):
    def __init__(self, inp: int, oup: int, stride: int, expand_ratio: int):
        super().__init__()
        hidden = inp * expand_ratio
        self.use_res_connect = stride == 1 and inp == oup
        self.conv = nn.Sequential()
        if expand_ratio != 1:
            self.conv.append(ConvBNReLU(inp, hidden, kernel_size=1))
        self.conv.append(ConvBNReLU(hidden, hidden, stride=stride, groups=hidden))
        self.conv.append(nn.Conv2d(hidden, oup, 1, 1, 0, bias=False))
        self.conv.append(nn.BatchNorm2d(oup))

    def forward(self, x: Tensor) -> Tensor:
        if self.use_res_connect:
            return x + self.conv(x)
        return self.conv(x)


class MobileNetV2(nn.Module):
    def __init__(self, num_classes: int = 1000, dropout: float = 0.2):
        super().__init__()
        # expansion t, channels c, repeats n, first stride s
        setting: List[List[int]] = [
            [1, 16, 1, 1], [6, 24, 2, 2], [6, 32, 3, 2], [6, 64, 4, 2],
            [6, 96, 3, 1], [6, 160, 3, 2], [6, 320, 1, 1],
        ]
        channels = 32
        self.features = nn.Sequential(ConvBNReLU(3, channels, stride=2))
        for t, c, n, s in setting:
            for i in range(n):
                self.features.append(InvertedResidual(channels, c, s if i == 0 else 1, t))
                channels = c
        self.features.append(ConvBNReLU(channels, 1280, kernel_size=1))
        self.classifier = nn.Sequential(nn.Dropout(p=dropout), nn.Linear(1280, num_classes))

    def forward(self, x: Tensor) -> Tensor:
        x = self.features(x)
        x = F.adaptive_avg_pool2d(x, (1, 1))
        return self.classifier(torch.flatten(x, 1))
