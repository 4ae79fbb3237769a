#!/usr/bin/env bash
# Installs the Debian packages the tests need (ffmpeg, chromium, CJK fonts, PostgreSQL) when missing.
# As root it runs apt-get; otherwise it prints the command to run.
set -euo pipefail
missing=()
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -d /usr/share/fonts/opentype/noto ] || missing+=(fonts-noto-cjk)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
