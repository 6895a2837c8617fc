#!/usr/bin/env bash
# Exact Glauber operators on one GPU (issue 15 point 3), no network, under 8 minutes on an H200.
#
#   benchmarks/gpu_exact.sh [OUTDIR]        # OUTDIR default: $OUT if set, else ./gpu-exact
#   GPU_EXACT_SMOKE=1 benchmarks/gpu_exact.sh "$(mktemp -d)"  # tiny sizes on the CPU (plumbing check)
#
# Installs nothing: $PYTHON (default python3) must hold torch (a CUDA build), numpy, scipy,
# networkx; the repository is used in place through PYTHONPATH.
#
# Figures (benchmarks/gpu_exact.py; OUTDIR/exact_gpu.json, OUTDIR/exact_gpu.txt):
#   1. spectral gap of the Ising ring at 2**30 states, logits built on the device at every
#      product, against Glauber's closed form (1 - tanh(c/T)) / n;
#   2. time of one P^T product at 2**30 states, float32 and float64;
#   3. worst-start t_mix of random_pairwise(10, 5) (10**5 states, non-reversible), every start
#      stepped in float64, pi by GMRES on the device; checked against the numpy engine on a
#      sample of starts.
# Exit status: that of the driver (0 when every figure was written).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
OUTDIR=${1:-${OUT:-gpu-exact}}
mkdir -p "$OUTDIR"
PY=${PYTHON:-python3}
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1 PYTHONDONTWRITEBYTECODE=1 PIP_NO_INDEX=1
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv 2>&1 || echo "nvidia-smi: not available"
} > "$OUTDIR/environment.txt"
if [ -n "${GPU_EXACT_SMOKE:-}" ]; then
  timeout 300 "$PY" benchmarks/gpu_exact.py --smoke --out "$OUTDIR" 2>&1 | tee "$OUTDIR/exact_gpu.txt"
else
  timeout 460 "$PY" benchmarks/gpu_exact.py --out "$OUTDIR" 2>&1 | tee "$OUTDIR/exact_gpu.txt"
fi
status=${PIPESTATUS[0]}
echo "exit status $status" | tee -a "$OUTDIR/exact_gpu.txt"
exit "$status"
