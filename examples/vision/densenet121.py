"""DenseNet-121 (Huang et al., 2016) as torchvision.models.densenet121() builds it.

Its state_dict keys, shapes and dtypes are torchvision's, so torchvision's weights load as they
are:

    /usr/bin/python3 tools/to_safetensors.py torchvision:densenet121 densenet121.safetensors
    scriptc examples/vision/densenet121.py --weights densenet121.safetensors --input 'x:float32[batch,3,224,224]'
"""
from collections import OrderedDict
from typing import List, Tuple

import torch
import torch.nn.functional as F
from torch import nn, Tensor


class DenseLayer(nn.Module):
    def __init__(self, in_features: int, growth_rate: int, bn_size: int):
        super().__init__()
        self.norm1 = nn.BatchNorm2d(in_features)
        self.relu1 = nn.ReLU(inplace=True)
        self.conv1 = nn.Conv2d(in_features, bn_size * growth_rate, kernel_size=1, bias=False)
        self.norm2 = nn.BatchNorm2d(bn_size * growth_rate)
        self.relu2 = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(bn_size * growth_rate, growth_rate, kernel_size=3, padding=1,
                               bias=False)

    def forward(self, features: List[Tensor]) -> Tensor:
        x = self.conv1(self.relu1(self.norm1(torch.cat(features, 1))))
        return self.conv2(self.relu2(self.norm2(x)))


class DenseBlock(nn.ModuleDict):
    def __init__(self, num_layers: int, in_features: int, bn_size: int, growth_rate: int):
        super().__init__()
        for i in range(num_layers):
            layer = DenseLayer(in_features + i * growth_rate, growth_rate, bn_size)
            self.add_module("denselayer" + str(i + 1), layer)

    def forward(self, x: Tensor) -> Tensor:
        features = [x]
        for name, layer in self.items():
            features.append(layer(features))
        return torch.cat(features, 1)


class Transition(nn.Sequential):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.norm = nn.BatchNorm2d(in_features)
        self.relu = nn.ReLU(inplace=True)
        self.conv = nn.Conv2d(in_features, out_features, kernel_size=1, bias=False)
        self.pool = nn.AvgPool2d(kernel_size=2, stride=2)


class DenseNet(nn.Module):
    def __init__(self, growth_rate: int = 32, block_config: Tuple[int, int, int, int] = (6, 12, 24, 16),
                 num_init_features: int = 64, bn_size: int = 4, num_classes: int = 1000):
        super().__init__()
        self.features = nn.Sequential(OrderedDict([
            ("conv0", nn.Conv2d(3, num_init_features, kernel_size=7, stride=2, padding=3, bias=False)),
            ("norm0", nn.BatchNorm2d(num_init_features)),
            ("relu0", nn.ReLU(inplace=True)),
            ("pool0", nn.MaxPool2d(kernel_size=3, stride=2, padding=1)),
        ]))
        n = num_init_features
        for i, num_layers in enumerate(block_config):
            self.features.add_module("denseblock" + str(i + 1),
                                     DenseBlock(num_layers, n, bn_size, growth_rate))
            n = n + num_layers * growth_rate
            if i != len(block_config) - 1:
                self.features.add_module("transition" + str(i + 1), Transition(n, n // 2))
                n = n // 2
        self.features.add_module("norm5", nn.BatchNorm2d(n))
        self.classifier = nn.Linear(n, num_classes)

    def forward(self, x: Tensor) -> Tensor:
        out = F.relu(self.features(x), inplace=True)
        out = F.adaptive_avg_pool2d(out, (1, 1))
        return self.classifier(torch.flatten(out, 1))
