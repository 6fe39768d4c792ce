#!/usr/bin/env bash
# Installs what building and testing Kemps needs, skipping whatever is already there.
#   scripts/setup.sh build   wasm32 target, Trunk, wasm-bindgen CLI, wasm-opt
#   scripts/setup.sh test    all of the above plus Chromium, ChromeDriver, playwright-core
# Sourced by scripts/play and scripts/test; safe to run again at any time.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
TRUNK_VERSION="0.21.14"
BINARYEN_VERSION="132"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }

export PATH="$HOME/.cargo/bin:$TOOLS/node_modules/.bin:$PATH"

# The wasm-bindgen CLI must match the wasm-bindgen crate that Cargo.lock pins exactly.
locked_wasm_bindgen() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

setup_build() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
    say "installing Trunk $TRUNK_VERSION (about 7 minutes, once)"
    cargo install trunk --version "$TRUNK_VERSION" --locked
  fi
  local wb
  wb="$(locked_wasm_bindgen)"
  if ! wasm-bindgen --version 2>/dev/null | grep -q "$wb"; then
    say "installing wasm-bindgen-cli $wb (about 2 minutes, once)"
    # Not --locked: one of its locked transitive versions is missing from the registry here.
    cargo install wasm-bindgen-cli --version "$wb" --force
  fi
  if ! wasm-opt --version 2>/dev/null | grep -q "version $BINARYEN_VERSION"; then
    say "installing wasm-opt (binaryen $BINARYEN_VERSION from npm)"
    mkdir -p "$TOOLS"
    npm install --silent --no-audit --no-fund --prefix "$TOOLS" "binaryen@$BINARYEN_VERSION" >&2
  fi
}

setup_test() {
  setup_build
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    say "installing Chromium and ChromeDriver from Debian"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq chromium chromium-driver >&2
  fi
  if [ ! -d "$ROOT/e2e/node_modules/playwright-core" ]; then
    say "installing playwright-core (no browser download: it drives Debian's Chromium)"
    (cd "$ROOT/e2e" && npm ci --silent --no-audit --no-fund >&2)
  fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  case "${1:-build}" in
    build) setup_build ;;
    test) setup_test ;;
    *) echo "usage: scripts/setup.sh [build|test]" >&2; exit 2 ;;
  esac
fi
