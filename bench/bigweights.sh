#!/bin/sh
# bench/bigweights.sh BUILD MB [bigweights options...]: the time and peak RSS of writing MB
# MiB of weights (a multiple of 64: 4096x4096 float32 tensors) as scriptc writes them, and
# of `cp` of the same bytes, the physical limit.  The weights are random bytes in
# /tmp/bigweights-MB.bin (made once); the model goes to /tmp/bigweights-MB.onnx (and .data
# with --external-data, or past 2 GB).  Not in the test suite: it writes gigabytes.
#   bench/bigweights.sh build-rel 512                  # peak RSS, inline initializers
#   bench/bigweights.sh build-rel 2560                 # past 2 GB: external data
set -e
build=$1 mb=$2
shift 2
w=/tmp/bigweights-$mb.bin out=/tmp/bigweights-$mb.onnx
[ -s "$w" ] || head -c $((mb * 1048576)) /dev/urandom > "$w"
sync
echo "== bigweights $w $out $*"
/usr/bin/time -v "$build/bench/bigweights" "$w" "$out" "$@" 2>&1 |
	grep -E 'Elapsed|Maximum resident|error'
ls -l "$out"*
echo "== cp $w (page cache warm)"
/usr/bin/time -v cp "$w" /tmp/bigweights-cp.bin 2>&1 | grep -E 'Elapsed|Maximum resident'
rm -f /tmp/bigweights-cp.bin
