#!/usr/bin/env bash
# The on-chain tests start `hardhat node`, whose engine is a native package per platform
# (@nomicfoundation/edr-<platform>). npm running on a machine's Node older than 24 skips it (it asks
# for Node 24); installing once more through the pinned Node adds it.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"
if node -e "require('@nomicfoundation/edr')" 2>/dev/null; then
  exit 0
fi
echo "the local chain's native package is missing: installing it through Node $(node -v)" >&2
npm install --no-audit --no-fund --no-save >/dev/null
node -e "require('@nomicfoundation/edr')"
