"""EfficientNet-B0 (Tan and Le, 2019) as torchvision.models.efficientnet_b0() builds it.
Stochastic depth is the identity in eval mode and holds no weights, so it is left out.

Its state_dict keys, shapes and dtypes are torchvision's, so torchvision's weights load as they
are:

    /usr/bin/python3 tools/to_safetensors.py torchvision:efficientnet_b0 efficientnet_b0.safetensors
    scriptc examples/vision/efficientnet_b0.py --weights efficientnet_b0.safetensors --input 'x:float32[batch,3,224,224]'
"""
from typing import List

import torch
from torch import nn, Tensor


class ConvBNAct(nn.Sequential):
    """Convolution, batch norm and, if silu, SiLU (torchvision's Conv2dNormActivation)."""

    def __init__(self, inp: int, oup: int, kernel_size: int, stride: int = 1, groups: int = 1,
                 silu: bool = True):
        super().__init__(
            nn.Conv2d(inp, oup, kernel_size, stride, (kernel_size - 1) // 2, groups=groups, bias=False),
            nn.BatchNorm2d(oup),
        )
        if silu:
            self.append(nn.SiLU(inplace=True))


class SqueezeExcitation(nn.Module):
    def __init__(self, channels: int, squeeze: int):
        super().__init__()
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc1 = nn.Conv2d(channels, squeeze, 1)
        self.fc2 = nn.Conv2d(squeeze, channels, 1)
        self.activation = nn.SiLU(inplace=True)
        self.scale_activation = nn.Sigmoid()

    def forward(self, x: Tensor) -> Tensor:
        scale = self.fc2(self.activation(self.fc1(self.avgpool(x))))
        return self.scale_activation(scale) * x


class MBConv(nn.Module):
    def __init__(self, expand_ratio: int, kernel: int, stride: int, inp: int, oup: int):
        super().__init__()
        self.use_res_connect = stride == 1 and inp == oup
        hidden = inp * expand_ratio
        self.block = nn.Sequential()
        if hidden != inp:
            self.block.append(ConvBNAct(inp, hidden, 1))
        self.block.append(ConvBNAct(hidden, hidden, kernel, stride, groups=hidden))
        self.block.append(SqueezeExcitation(hidden, max(1, inp // 4)))
        self.block.append(ConvBNAct(hidden, oup, 1, silu=False))

    def forward(self, x: Tensor) -> Tensor:
        result = self.block(x)
        if self.use_res_connect:
            result += x
        return result


class EfficientNet(nn.Module):
    def __init__(self, num_classes: int = 1000, dropout: float = 0.2):
        super().__init__()
        # expand ratio, kernel, stride, input channels, output channels, layers
        setting: List[List[int]] = [
            [1, 3, 1, 32, 16, 1], [6, 3, 2, 16, 24, 2], [6, 5, 2, 24, 40, 2],
            [6, 3, 2, 40, 80, 3], [6, 5, 1, 80, 112, 3], [6, 5, 2, 112, 192, 4],
            [6, 3, 1, 192, 320, 1],
        ]
        self.features = nn.Sequential(ConvBNAct(3, 32, 3, stride=2))
        for e, k, s, i, o, n in setting:
            stage = nn.Sequential()
            for j in range(n):
                stage.append(MBConv(e, k, s if j == 0 else 1, i if j == 0 else o, o))
            self.features.append(stage)
        self.features.append(ConvBNAct(320, 1280, 1))
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Sequential(nn.Dropout(p=dropout, inplace=True), nn.Linear(1280, num_classes))

    def forward(self, x: Tensor) -> Tensor:
        x = self.avgpool(self.features(x))
        return self.classifier(torch.flatten(x, 1))
