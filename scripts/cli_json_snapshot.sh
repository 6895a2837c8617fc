#!/usr/bin/env bash
# Run a fixed list of `glauber ... --json` commands and write each output to OUT/NAME.json,
# so two versions of the code can be compared (timing fields aside): used to show a
# refactoring leaves every number unchanged.  Usage: scripts/cli_json_snapshot.sh OUT [GLAUBER]
# Give OUT as a relative path (run from the same kind of directory both times): `verify` records
# its --out ("OUT/report") in the JSON, and OMP_NUM_THREADS=1 both times (LAPACK's last digits
# depend on the thread count; one claim's slack moved by 1e-6 between 1 and 2 threads).
set -u
OUT=${1:?output directory}
G=${2:-.venv/bin/glauber}
mkdir -p "$OUT"
run() { name=$1; shift; "$G" "$@" > "$OUT/$name.json" 2> "$OUT/$name.err"; echo "$name: exit $?"; }
run exact_potts exact --model potts --q 3 --n 5 --coupling 1.0 --graph cycle --temperature 1.5 --json
run exact_table_lowT exact --model random-table --q 2 --n 3 --model-seed 22 --scale 1.0 --temperature 0.02 --json
run exact_cw exact --model curie-weiss --n 10 --beta 1.0 --temperature 0.7 --json
run exact_tiny_en exact --model tiny-en --tokens "the,lord,king,people" --q 4 --n 2 --temperature 1.0 --json
run check_asym check --model asymmetric-pairwise --q 3 --n 4 --temperature 1.0 --json
run check_potts check --model potts --q 2 --n 4 --coupling 1.0 --temperature 0.5 --json
run scan_nlogn scan nlogn --model potts --q 2 --graph cycle --n-max 7 --temperature 1.5 --json
run scan_meta scan metastable --model potts --q 2 --n 3 --coupling 1.0 --json
run sample_potts sample --model potts --q 2 --n 6 --temperature 1.0 --chains 16 --steps 300 --compare-exact --json
run rectangle_tiny_en rectangle --model tiny-en --text "and the king said to the people of israel" --json
run window_tiny_en window --model tiny-en --tokens "the,lord,god,king" --prefix and --suffix "said to moses" --n 2 -T 2 --chains 8 --steps 200 --json
run verify_toy verify --out "$OUT/report" --no-real --sections reference,incompatibility,contraction --quick --json
