#!/usr/bin/env bash
# The real-MLM phase verdicts at full length on a machine with an NVIDIA GPU and no network
# (issue 13): tiny-en (32 word slots), SCEPTR (the 14-residue CDR3B), Sapiens VH and AntiBERTy
# (windows of 15, 30, 60 and 120 residues of trastuzumab's VH centred on CDR-H3).
#
#   benchmarks/gpu_phase.sh [OUTDIR]        # OUTDIR default: $OUT if set, else ./gpu-phase
#
# Installs nothing and reaches nothing. Python: $PYTHON if set, else `python3`, with torch (a
# CUDA build), transformers, numpy, scipy, pandas (the device machine's own python3 has them;
# see benchmarks/gpu_check.sh). The repository is used in place through PYTHONPATH.
#
# Models: tiny-en ships in the repository. AntiBERTy and Sapiens VH come from `.models/`
# (python scripts/make_antiberty_fp16.py), SCEPTR and its pure-Python model code from
# `.models/` too (python benchmarks/phase_real.py --stage-models .models: 2.3 MiB); carry
# [".models"] with the device tool. An absent model fails its step, says why, and the others run.
#
# Two parts (GPU_PHASE_PARTS, default "phase mixing"):
# - phase: each model is one run of benchmarks/phase_real.py --grid gpu --device cuda (the grids of
#   toolkit.app.phase.REAL_GRIDS["gpu"], planned at about 90/60/100/100 s from the H200 rates in
#   benchmarks/results/h200-2026-11-30) with its own timeout; 8 minutes in all at most.
# - mixing (issue 24): each model is one run of benchmarks/mixing_real.py --grid gpu --device cuda,
#   the dynamic (T, n) diagram at full length (SCEPTR's 14-residue CDR3B, tiny-en's 14-word
#   sentence, VH windows of 15, 30, 60, 120 residues for Sapiens VH and AntiBERTy), with its own
#   timeout. Its cells are kept in OUTDIR/stores as they are computed: a model that times out
#   resumes from them when the script is run again with the same OUTDIR. Planned from the H200
#   rates above (~0.9 M masked rows a cell at n = 120: ~40 s for Sapiens VH, ~160 s for
#   AntiBERTy), so AntiBERTy at full length needs more than one session. Since 2026-12-06 each
#   size's cell is the slowest window of that size (mixing_real.py --windows slowest, the
#   real-MLM path's REAL_WINDOWS): 15 windows at n = 15, 8 at 30, 3 at 60, 1 at 120, about 3.4
#   times the nested windows' cells (cell cost ~ n); the timeouts above were planned for the
#   nested ones, so a model may need one more run into the same OUTDIR (add "--windows nested"
#   to GPU_PHASE_MIXING_ARGS for the nested windows alone).
# GPU_PHASE_MIXING overrides the mixing part's "model:timeout" list (default "sceptr:120 tiny-en:120
# sapiens-vh:300 antiberty:300"), GPU_PHASE_MIXING_ARGS adds options of mixing_real.py to each
# (e.g. "--temperatures 0.3,0.6,1.2,2.4"): one 15-minute device session holds Sapiens VH at four
# temperatures, while AntiBERTy's 52 MB do not travel beside a 14 MB working tree (64 MiB in all).
# Results: OUTDIR/phase-real-gpu-MODEL.{json,md}, OUTDIR/mixing-real-gpu-MODEL.{json,md},
# OUTDIR/summary.txt. Exit status: 0 when every model finished, else 1.
#
# Dry run without a GPU (the plumbing, tiny sizes, a few minutes on a CPU): GPU_PHASE_DEVICE=cpu.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
OUTDIR=${1:-${OUT:-gpu-phase}}
mkdir -p "$OUTDIR"
PY=${PYTHON:-python3}
DEVICE=${GPU_PHASE_DEVICE:-cuda}
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 HF_DATASETS_OFFLINE=1 PIP_NO_INDEX=1
export PYTHONPATH="$PWD/.models:$PWD${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1 PYTHONDONTWRITEBYTECODE=1
export OMP_WAIT_POLICY=PASSIVE TOKENIZERS_PARALLELISM=false
status=0
start=$(date +%s)
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  nvidia-smi --query-gpu=name,memory.total --format=csv 2>&1 || echo "nvidia-smi: not available"
} > "$OUTDIR/environment.txt" 2>&1
cat "$OUTDIR/environment.txt"

PARTS=${GPU_PHASE_PARTS:-phase mixing}
if [ "$DEVICE" = cuda ]; then GRID=(--grid gpu); MGRID=(--grid gpu); else GRID=(--smoke); MGRID=(--grid smoke); fi
STORES="$OUTDIR/stores"
case " $PARTS " in *" phase "*) PHASE_SPECS="sceptr:80 tiny-en:110 sapiens-vh:120 antiberty:150" ;; *) PHASE_SPECS="" ;; esac
# model:timeout (seconds), fastest first so that a slow model cannot starve the others
for spec in $PHASE_SPECS; do
  model=${spec%%:*}
  limit=${spec##*:}
  [ "$DEVICE" = cuda ] || limit=300
  echo "== $model (timeout ${limit} s)"
  timeout "$limit" "$PY" benchmarks/phase_real.py "${GRID[@]}" --device "$DEVICE" --models "$model" \
    --out "$OUTDIR" --store-dir "$STORES" --suffix="-$model" 2>&1 | tee "$OUTDIR/phase_$model.log"
  rc=${PIPESTATUS[0]}
  [ "$rc" -eq 0 ] || { status=1; echo "$model: exit status $rc (124: timed out)" | tee -a "$OUTDIR/phase_$model.log"; }
done

case " $PARTS " in *" mixing "*) MIXING_SPECS=${GPU_PHASE_MIXING:-"sceptr:120 tiny-en:120 sapiens-vh:300 antiberty:300"} ;; *) MIXING_SPECS="" ;; esac
# extra options of benchmarks/mixing_real.py for every mixing model (e.g. --temperatures 0.3,0.6)
read -r -a MIXING_ARGS <<< "${GPU_PHASE_MIXING_ARGS:-}"
for spec in $MIXING_SPECS; do
  model=${spec%%:*}
  limit=${spec##*:}
  [ "$DEVICE" = cuda ] || limit=900
  echo "== mixing $model (timeout ${limit} s)"
  timeout "$limit" "$PY" benchmarks/mixing_real.py "${MGRID[@]}" ${MIXING_ARGS[@]+"${MIXING_ARGS[@]}"} --device "$DEVICE" --models "$model" \
    --out "$OUTDIR" --store-dir "$STORES" --suffix="-$model" 2>&1 | tee "$OUTDIR/mixing_$model.log"
  rc=${PIPESTATUS[0]}
  [ "$rc" -eq 0 ] || { status=1; echo "mixing $model: exit status $rc (124: timed out; rerun to resume)" \
    | tee -a "$OUTDIR/mixing_$model.log"; }
done

{
  echo "gpu_phase.sh on $DEVICE ($PARTS): $(( $(date +%s) - start )) s, status $status"
  for f in "$OUTDIR"/phase-real-*.md "$OUTDIR"/mixing-real-*.md; do [ -f "$f" ] && { echo; sed -n '1,12p' "$f"; }; done
} > "$OUTDIR/summary.txt"
cat "$OUTDIR/summary.txt"
exit $status
