#!/usr/bin/env bash
# Browser tests use Debian's Chromium (test tools cannot download browsers here).
# Installs it when missing; needs root or password-less sudo.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
echo "chromium is missing: installing Debian's chromium package" >&2
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo -n"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-core fonts-noto-cjk >/dev/null
command -v chromium >/dev/null 2>&1 || { echo "chromium could not be installed" >&2; exit 1; }
