"""ShuffleNet V2 1.0x (Ma et al., 2018) as torchvision.models.shufflenet_v2_x1_0() builds it.

Its state_dict keys, shapes and dtypes are torchvision's, so torchvision's weights load as they
are:

    /usr/bin/python3 tools/to_safetensors.py torchvision:shufflenet_v2_x1_0 shufflenet_v2_x1_0.safetensors
    scriptc examples/vision/shufflenet_v2_x1_0.py --weights shufflenet_v2_x1_0.safetensors --input 'x:float32[batch,3,224,224]'
"""
from typing import List

import torch
from torch import nn, Tensor


def channel_shuffle(x: Tensor, groups: int) -> Tensor:
    batchsize, num_channels, height, width = x.size()
    x = x.view(batchsize, groups, num_channels // groups, height, width)
    x = torch.transpose(x, 1, 2).contiguous()
    return x.view(batchsize, -1, height, width)


class InvertedResidual(nn.Module):
    def __init__(self, inp: int, oup: int, stride: int):
        super().__init__()
        self.stride = stride
        half = oup // 2
        self.branch1 = nn.Sequential()     # stride 1 passes half of the channels through
        if stride > 1:
            self.branch1 = nn.Sequential(
                nn.Conv2d(inp, inp, 3, stride, 1, bias=False, groups=inp),
                nn.BatchNorm2d(inp),
                nn.Conv2d(inp, half, kernel_size=1, bias=False),
                nn.BatchNorm2d(half),
                nn.ReLU(inplace=True),
            )
        self.branch2 = nn.Sequential(
            nn.Conv2d(inp if stride > 1 else half, half, kernel_size=1, bias=False),
            nn.BatchNorm2d(half),
            nn.ReLU(inplace=True),
            nn.Conv2d(half, half, 3, stride, 1, bias=False, groups=half),
            nn.BatchNorm2d(half),
            nn.Conv2d(half, half, kernel_size=1, bias=False),
            nn.BatchNorm2d(half),
            nn.ReLU(inplace=True),
        )

    def forward(self, x: Tensor) -> Tensor:
        if self.stride == 1:
            x1, x2 = x.chunk(2, dim=1)
            out = torch.cat((x1, self.branch2(x2)), dim=1)
        else:
            out = torch.cat((self.branch1(x), self.branch2(x)), dim=1)
        return channel_shuffle(out, 2)


class ShuffleNetV2(nn.Module):
    def __init__(self, stages_repeats: List[int] = [4, 8, 4],
                 stages_out_channels: List[int] = [24, 116, 232, 464, 1024],
                 num_classes: int = 1000):
        super().__init__()
        c = stages_out_channels
        self.conv1 = nn.Sequential(
            nn.Conv2d(3, c[0], 3, 2, 1, bias=False),
            nn.BatchNorm2d(c[0]),
            nn.ReLU(inplace=True),
        )
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        self.stage2 = self._make_stage(c[0], c[1], stages_repeats[0])
        self.stage3 = self._make_stage(c[1], c[2], stages_repeats[1])
        self.stage4 = self._make_stage(c[2], c[3], stages_repeats[2])
        self.conv5 = nn.Sequential(
            nn.Conv2d(c[3], c[4], 1, 1, 0, bias=False),
            nn.BatchNorm2d(c[4]),
            nn.ReLU(inplace=True),
        )
        self.fc = nn.Linear(c[4], num_classes)

    def _make_stage(self, inp: int, oup: int, repeats: int) -> nn.Sequential:
        stage = nn.Sequential(InvertedResidual(inp, oup, 2))
        for _ in range(repeats - 1):
            stage.append(InvertedResidual(oup, oup, 1))
        return stage

    def forward(self, x: Tensor) -> Tensor:
        x = self.maxpool(self.conv1(x))
        x = self.stage4(self.stage3(self.stage2(x)))
        x = self.conv5(x)
        x = x.mean([2, 3])  # global average pool
        return self.fc(x)
