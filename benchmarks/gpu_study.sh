#!/usr/bin/env bash
# issue 16 on a GPU: two-sided bounds on t_mix(1/4) of Sapiens VH at full length (trastuzumab's
# 120-residue heavy chain, every residue free, T = 1), and `glauber study --quick` on Sapiens VH
# and tiny-en with --device cuda.
#
#   benchmarks/gpu_study.sh [OUTDIR]        # OUTDIR default: $OUT if set, else ./gpu-study
#
# Installs nothing and reaches nothing. Python: $PYTHON if set, else `python3`, holding torch (a
# CUDA build), transformers, numpy, scipy, networkx, pandas, matplotlib and tqdm (the device
# machine's /opt/torch/.venv/bin/python3 has them); the repository is used in place through
# PYTHONPATH. Sapiens VH comes from `.models/` (written by `python scripts/make_antiberty_fp16.py`,
# git-ignored; device tool: carry [".models"]) or from an installed `sapiens` wheel.
#
# Steps (about 12 minutes in all; each has its own timeout):
#   1. environment (nvidia-smi, versions)                            -> environment.txt
#   2. benchmarks/study_tmix.py: a coupling pilot (maximal, crn, ot; 300 steps), then the bounds
#      with the chosen coupling, 8 start pairs x 32 replicates, up to 400 s -> tmix_sapiens_vh_T1.{txt,json}
#   3. glauber study --quick on Sapiens VH and on tiny-en, --device cuda -> study_{sapiens-vh,tiny-en}/
#   4. summary                                                        -> summary.txt
# Exit status: 0 when every step ran, else 1.
#
# Dry run without a GPU (the plumbing, on a CPU, with tiny budgets): GPU_STUDY_DEVICE=cpu.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
OUTDIR=${1:-${OUT:-gpu-study}}
mkdir -p "$OUTDIR"
PY=${PYTHON:-python3}
DEVICE=${GPU_STUDY_DEVICE:-cuda}
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 PIP_NO_INDEX=1
export PYTHONPATH="$PWD/.models:$PWD${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1 PYTHONDONTWRITEBYTECODE=1
export OMP_WAIT_POLICY=PASSIVE TOKENIZERS_PARALLELISM=false MPLBACKEND=Agg
status=0
start=$(date +%s)
if [ "$DEVICE" = cuda ]; then
  BOUNDS_S=400; PILOT=300; PAIRS=8; REPS=32; STUDY_BUDGET=""; BATCH=4096
else
  BOUNDS_S=20; PILOT=10; PAIRS=2; REPS=4; STUDY_BUDGET="--budget 30"; BATCH=128
fi

{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv 2>&1 || echo "nvidia-smi: not available"
  "$PY" -c "import torch, transformers; print('torch', torch.__version__, 'cuda', torch.cuda.is_available(), 'transformers', transformers.__version__)"
} > "$OUTDIR/environment.txt" 2>&1
cat "$OUTDIR/environment.txt"

timeout $((BOUNDS_S + 200)) "$PY" benchmarks/study_tmix.py --model sapiens-vh --device "$DEVICE" --temperature 1 \
  --pairs "$PAIRS" --replicates "$REPS" --pilot-steps "$PILOT" --budget "$BOUNDS_S" --batch-size "$BATCH" \
  --out "$OUTDIR/tmix_sapiens_vh_T1.json" 2>&1 | tee "$OUTDIR/tmix_sapiens_vh_T1.txt"
[ "${PIPESTATUS[0]}" -eq 0 ] || status=1

VH=$("$PY" -c "from toolkit.models.zoo import REFERENCE_VH; print(REFERENCE_VH)")
EN="it happened on the day when yahweh spoke to moses in the land of egypt"
for m in sapiens-vh tiny-en; do
  if [ "$m" = sapiens-vh ]; then text=$VH; else text=$EN; fi
  # shellcheck disable=SC2086
  timeout 660 "$PY" -m toolkit study --model "$m" --text "$text" --free all --device "$DEVICE" --quick \
    $STUDY_BUDGET --out "$OUTDIR/study_$m" --no-progress > "$OUTDIR/study_$m.txt" 2>&1
  [ $? -eq 0 ] || status=1
done

{
  echo "gpu_study.sh: $(( $(date +%s) - start )) s, status $status"
  grep -E "^t_mix|chosen" "$OUTDIR/tmix_sapiens_vh_T1.txt"
  for m in sapiens-vh tiny-en; do echo "== study $m"; tail -3 "$OUTDIR/study_$m.txt"; done
} > "$OUTDIR/summary.txt"
cat "$OUTDIR/summary.txt"
exit $status
