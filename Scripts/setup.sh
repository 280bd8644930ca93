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
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
echo "Installing: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
