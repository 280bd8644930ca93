#!/usr/bin/env bash
# Installs every system package OpenAutoLayout needs. Idempotent; runs as root (no sudo needed)
# or through sudo when not root. Skips apt entirely when everything is already installed.
set -euo pipefail

packages=(
  pkg-config
  libopenblas-dev
  libfreetype-dev
  libharfbuzz-dev
  libicu-dev
  fonts-liberation2
  fonts-noto-cjk
  # The "system" family's SF stand-in: Inter and Inter Display (Sources/TextMeasurement/SystemFont).
  fonts-inter
  # Apple's other families (Sources/TextMeasurement/AppleFamilyFaces.swift): URW's base 35
  # (Nimbus Sans for Helvetica, Nimbus Roman, Nimbus Mono PS, P052, ...) and DejaVu Sans Mono
  # (Menlo's advances).
  fonts-urw-base35
  fonts-dejavu-core
  # The Spark integration (Integrations/spark): Java 17 for Spark, Python venvs.
  openjdk-17-jre-headless
  python3-venv
  # The throughput scripts: /usr/bin/time for wall time and peak memory (Scripts/throughput.sh),
  # Valgrind's cachegrind for instructions per row (Scripts/instructions-per-row.sh).
  time
  valgrind
  # The height service's load test (Scripts/load.sh): wrk drives it, hyperfine times the CLI.
  wrk
  hyperfine
  curl
  # The compare page's test (Tool/Tests/CommandLineTests/ComparePageTests.swift) opens it in a real
  # headless browser.
  chromium
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  echo "Installing: ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The Spark integration's Python environment: .venv-spark at the repository root, with the
# pinned PySpark, PyArrow, pandas and pytest (Integrations/spark/requirements.txt) and the
# package itself (editable). Rebuilt only when the pins change.
cd "$(dirname "$0")/.."
spark_pins=Integrations/spark/requirements.txt
if ! cmp -s "$spark_pins" .venv-spark/.installed-requirements 2>/dev/null; then
  echo "Setting up .venv-spark (PySpark)" >&2
  /usr/bin/python3 -m venv .venv-spark
  .venv-spark/bin/pip install -q --disable-pip-version-check -r "$spark_pins"
  .venv-spark/bin/pip install -q --disable-pip-version-check --no-deps -e Integrations/spark
  cp "$spark_pins" .venv-spark/.installed-requirements
fi
