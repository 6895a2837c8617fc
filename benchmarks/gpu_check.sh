#!/usr/bin/env bash
# GPU checks of glauber-mlm on a machine with an NVIDIA GPU and no network.
#
#   benchmarks/gpu_check.sh [OUTDIR]        # OUTDIR default: $OUT if set, else ./gpu-check
#
# Installs nothing and reaches nothing: it runs from this repository alone.
#
# Python: $PYTHON if set, else `python3`, which must already hold torch (a CUDA build),
# transformers (>= 4.40; 5.x tested), tokenizers, safetensors, numpy, scipy, networkx, sympy,
# pandas, tqdm, threadpoolctl, pytest and hypothesis. The device machine's own python3
# (/opt/torch/.venv/bin/python3: torch 2.11+cu130, transformers 5.17) has all of them; the
# repository is used in place through PYTHONPATH, not installed.
#
# Models: tiny-en ships in the repository. AntiBERTy and Sapiens VH come from `.models/`,
# written here by `python scripts/make_antiberty_fp16.py` (fp16 AntiBERTy, 52 MB, plus the
# 4.6 MB Sapiens VH checkpoint; git-ignored) and carried to the GPU machine with the working
# tree (device tool: carry [".models"]). Absent models are skipped and say so.
#
# Steps (about 4-5 minutes on an H200; each has its own timeout, 10 minutes in all):
#   1. environment (nvidia-smi, versions)                      -> environment.txt
#   2. pytest -m gpu (tests/toolkit/test_gpu.py)                -> gpu_tests.txt
#      (warnings are shown, not raised: the GPU machine's torch/transformers differ from CI's)
#   3. benchmarks/mlm_throughput.py --device cuda (fp32)        -> throughput_cuda_fp32.{txt,json}
#   4. the same in bfloat16                                     -> throughput_cuda_bf16.{txt,json}
#   5. batched sampler at B = 1024 chains (fp32 and bf16; no rejection-free)
#                                                               -> throughput_cuda_{fp32,bf16}_B1024.{txt,json}
#   6. glauber rectangle on AntiBERTy, all 7140 site pairs of trastuzumab's VH
#                                                               -> rectangle_antiberty_all_pairs.txt
#   7. the device-side sampler (toolkit.device_chains, eager and torch.compile) against
#      the host-driven one at B = 1024 and 8192, bf16     -> throughput_cuda_device_sampler_bf16.txt,
#                                                            device_sampler_bf16.json
#   8. summary of the above                                     -> summary.txt
# Exit status: 0 when the tests passed and every benchmark step ran, else 1.
#
# Dry run without a GPU (checks the script's plumbing on a CPU): GPU_CHECK_DEVICE=cpu.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
OUTDIR=${1:-${OUT:-gpu-check}}
mkdir -p "$OUTDIR"
PY=${PYTHON:-python3}
DEVICE=${GPU_CHECK_DEVICE:-cuda}
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 HF_DATASETS_OFFLINE=1 PIP_NO_INDEX=1
export PYTHONPATH="$PWD/.models:$PWD${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1 PYTHONDONTWRITEBYTECODE=1
export OMP_WAIT_POLICY=PASSIVE TOKENIZERS_PARALLELISM=false
status=0
start=$(date +%s)

{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown) $(git status --porcelain 2>/dev/null | wc -l | tr -d ' ') changed files"
  echo "python: $(command -v "$PY")"
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv 2>&1 || echo "nvidia-smi: not available"
  "$PY" - <<'EOF'
import importlib.util, os, torch, transformers
print("torch", torch.__version__, "cuda", torch.version.cuda, "available", torch.cuda.is_available())
if torch.cuda.is_available():
    print("device", torch.cuda.get_device_name(0))
print("transformers", transformers.__version__)
for name in ("antiberty", "sapiens"):
    spec = importlib.util.find_spec(name)
    print(name, "found at", os.path.relpath(list(spec.submodule_search_locations)[0]) if spec else None)
EOF
} > "$OUTDIR/environment.txt" 2>&1
cat "$OUTDIR/environment.txt"

if [ "$DEVICE" = cuda ]; then
  timeout 120 "$PY" -m pytest -m gpu -p no:cacheprovider -W default -q -rs tests/toolkit/test_gpu.py 2>&1 | tee "$OUTDIR/gpu_tests.txt"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
else
  echo "dry run on $DEVICE: GPU tests not run" | tee "$OUTDIR/gpu_tests.txt"
fi

bench() {  # $1 dtype, $2 label, $3 timeout seconds, rest: extra options
  local dtype=$1 label=$2 limit=$3
  shift 3
  timeout "$limit" "$PY" benchmarks/mlm_throughput.py --device "$DEVICE" --dtype "$dtype" \
    --out "$OUTDIR/throughput_${DEVICE}_${label}.json" "$@" 2>&1 | tee "$OUTDIR/throughput_${DEVICE}_${label}.txt"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
}
if [ "$DEVICE" = cuda ]; then
  bench float32 fp32 110 --budget 2
  bench bfloat16 bf16 70 --budget 1.5
  bench float32 fp32_B1024 45 --chains 1024 --budget 1 --skip-rf --models sapiens-vh,antiberty,bert-base
  bench bfloat16 bf16_B1024 45 --chains 1024 --budget 1 --skip-rf --models sapiens-vh,antiberty,bert-base
  timeout 90 "$PY" -m toolkit rectangle --model antiberty --pairs all --device cuda --batch-size 1024 \
    2>&1 | tee "$OUTDIR/rectangle_antiberty_all_pairs.txt"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
  # the device-side sampler (no host sync per step; torch.compile / CUDA graphs) at larger batches
  timeout 100 "$PY" benchmarks/device_sampler.py --device cuda --dtype bfloat16 --chains 1024,8192 --compile \
    --models sapiens-vh,tiny-en,bert-base --steps 20 --out "$OUTDIR/device_sampler_bf16.json" \
    2>&1 | tee "$OUTDIR/throughput_cuda_device_sampler_bf16.txt"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
else
  bench float32 fp32 300 --quick --models tiny-en,sapiens-vh-h3
  timeout 120 "$PY" benchmarks/device_sampler.py --device "$DEVICE" --models tiny-en --chains 64 --steps 4 \
    --out "$OUTDIR/device_sampler_cpu.json" 2>&1 | tee "$OUTDIR/throughput_${DEVICE}_device_sampler.txt"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
fi

{
  echo "gpu_check.sh: $(( $(date +%s) - start )) s, status $status"
  grep -E "passed|failed|skipped|error" "$OUTDIR/gpu_tests.txt" | tail -3
  for f in "$OUTDIR"/throughput_*.txt "$OUTDIR"/rectangle_*.txt; do [ -f "$f" ] && { echo "== $(basename "$f")"; cat "$f"; }; done
} > "$OUTDIR/summary.txt"
cat "$OUTDIR/summary.txt"
exit $status
