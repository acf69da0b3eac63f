"""VGG-16 (Simonyan and Zisserman, 2014, configuration "D") as torchvision.models.vgg16() builds it.

Its state_dict keys, shapes and dtypes are torchvision's, so torchvision's weights load as they
are:

    /usr/bin/python3 tools/to_safetensors.py torchvision:vgg16 vgg16.safetensors
    scriptc examples/vision/vgg16.py --weights vgg16.safetensors --input 'x:float32[batch,3,224,224]'
"""
from typing import List

import torch
from torch import nn, Tensor


class VGG(nn.Module):
    # channels of each 3x3 convolution; 0 is a 2x2 max pool
    def __init__(self, cfg: List[int] = [64, 64, 0, 128, 128, 0, 256, 256, 256, 0,
                                          512, 512, 512, 0, 512, 512, 512, 0],
                 batch_norm: bool = False, num_classes: int = 1000, dropout: float = 0.5):
        super().__init__()
        self.features = nn.Sequential()
        in_channels = 3
        for v in cfg:
            if v == 0:
                self.features.append(nn.MaxPool2d(kernel_size=2, stride=2))
            else:
                self.features.append(nn.Conv2d(in_channels, v, kernel_size=3, padding=1))
                if batch_norm:
                    self.features.append(nn.BatchNorm2d(v))
                self.features.append(nn.ReLU(inplace=True))
                in_channels = v
        self.avgpool = nn.AdaptiveAvgPool2d((7, 7))
        self.classifier = nn.Sequential(
            nn.Linear(512 * 7 * 7, 4096),
            nn.ReLU(True),
            nn.Dropout(p=dropout),
            nn.Linear(4096, 4096),
            nn.ReLU(True),
            nn.Dropout(p=dropout),
            nn.Linear(4096, num_classes),
        )

    def forward(self, x: Tensor) -> Tensor:
        x = self.features(x)
        x = self.avgpool(x)
        x = torch.flatten(x, 1)
        return self.classifier(x)
