#!/usr/bin/env bash
# Installs what building and testing Kemps needs, skipping whatever is already there.
#   scripts/setup.sh build   wasm32 target and std sources, wasm-bindgen CLI, wasm-split,
#                            wasm-opt, esbuild, resvg
#   scripts/setup.sh page    the build tools, then the page into dist/ (for hosting)
#   scripts/setup.sh test    all of the above plus Chromium, Firefox ESR and WebKitGTK with
#                            their drivers (ChromeDriver, geckodriver, WebKitWebDriver),
#                            Xvfb, playwright-core, puppeteer-core and selenium-webdriver
#   scripts/setup.sh bench   all of the above plus twiggy (the Wasm size report)
# Sourced by scripts/play and scripts/test; safe to run again at any time.
#
# A first run on a fresh machine is dominated by compiling the wasm-bindgen CLI and
# wasm-split. They are tools, not the game: they are built with a light profile (no LTO, many
# codegen units, no debug info, opt-level 1), the wasm-bindgen CLI without TLS (its test
# runner only talks to a local WebDriver over http), and the independent installs run side
# by side. The page itself is put together by scripts/page.mjs with node, which the machine
# has. Every phase prints how long it took (scripts/first-run adds them up).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
TWIGGY_VERSION="0.8.0"
BINARYEN_VERSION="132"
RESVG_VERSION="2.6.2"
ESBUILD_VERSION="0.28.2"
WASM_SPLIT_VERSION="0.2.4"
GECKODRIVER_VERSION="0.37.1"
LOGS="$ROOT/target/setup-logs"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }

export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$TOOLS/node_modules/.bin:$PATH"

# Runs "$@" and prints how long it took as "[time] NAME: N s" (collected by scripts/first-run).
phase() {
  local name="$1" start rc=0
  shift
  start=$(date +%s)
  "$@" || rc=$?
  printf '[time] %s: %d s%s\n' "$name" "$(($(date +%s) - start))" "$([ $rc = 0 ] || echo " (failed, exit $rc)")" >&2
  return $rc
}

# Runs "$@" with its output in a log file; on failure the log's tail is shown.
logged() {
  local log="$LOGS/$1.log"
  shift
  mkdir -p "$LOGS"
  if ! "$@" >"$log" 2>&1; then
    say "failed: $* (last lines of $log follow)"
    tail -n 40 "$log" >&2
    return 1
  fi
}

# A light release profile for tools that are only run, never shipped:
#   light_install OPT_LEVEL CRATE [cargo install options…]
light_install() {
  local opt_level="$1"
  shift
  CARGO_PROFILE_RELEASE_LTO=false \
    CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    CARGO_PROFILE_RELEASE_OPT_LEVEL="$opt_level" \
    CARGO_PROFILE_RELEASE_DEBUG=0 \
    CARGO_PROFILE_RELEASE_PANIC=unwind \
    cargo install "$@"
}

# The wasm-bindgen CLI must match the wasm-bindgen crate that Cargo.lock pins exactly.
locked_wasm_bindgen() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

install_target() {
  rustup target list --installed | grep -qx wasm32-unknown-unknown && return 0
  say "adding the wasm32-unknown-unknown target"
  phase "rustup target wasm32" logged rustup-target rustup target add wasm32-unknown-unknown
}

# The target and the std sources, one after the other: two rustup changes to one toolchain
# at the same time can leave its list of components wrong.
install_rust_parts() {
  install_target && install_rust_src
}

# Whether the standard library's sources are there for cargo's build-std: the files
# themselves, which is what cargo reads (rustup's own list can disagree with them).
has_std_src() {
  [ -f "$(rustc --print sysroot)/lib/rustlib/src/rust/library/std/Cargo.toml" ]
}

# The standard library's sources, so that the page's Wasm can be built with its own std
# (see page_build). Without them the page still builds, about 20 KB bigger gzipped.
install_rust_src() {
  has_std_src && return 0
  say "adding the rust-src component (the page's Wasm builds its own std from it)"
  phase "rustup component rust-src" logged rust-src rustup component add rust-src ||
    say "rust-src could not be added: the page will be built with the prebuilt std, about 20 KB bigger"
  return 0
}

# Builds the page into dist/ (or the folder given), as scripts/play, scripts/test and
# scripts/bench do: node scripts/page.mjs [DIR].
page_build() {
  page_env node "$ROOT/scripts/page.mjs" "$@"
}

# Runs "$@" in the environment of the page's Wasm builds.
# With rust-src present, the Wasm's std is compiled with the game (cargo's build-std) with
# panics as immediate aborts: no panic messages, locations or formatting machinery are
# linked, which is about 20 KB of the page gzipped. A panic is a bug either way; in the
# browser it stops the Wasm with or without a message. build-std is a nightly feature of
# cargo, enabled on this stable toolchain by RUSTC_BOOTSTRAP for this build only; the other
# builds (tests, lints, the CLI) use the prebuilt std. It has its own target directory
# (PAGE_TARGET_DIR, default target/page) so that the two kinds of build never replace each
# other's artifacts; the native command line the build runs (the catalogs) is built where
# the native tests are (NATIVE_TARGET_DIR).
page_env() {
  local target="${PAGE_TARGET_DIR:-$ROOT/target/page}"
  local native="${CARGO_TARGET_DIR:-$ROOT/target}"
  if has_std_src; then
    # The page's builds (scripts/wasm.mjs) may run offline: the std's own dependencies are
    # fetched first (a second or two when they are already there; both fetches are needed
    # for the wasm32 std).
    RUSTC_BOOTSTRAP=1 CARGO_UNSTABLE_BUILD_STD=std,panic_abort cargo fetch --quiet || true
    RUSTC_BOOTSTRAP=1 CARGO_UNSTABLE_BUILD_STD=std,panic_abort cargo fetch --quiet --target wasm32-unknown-unknown || true
    RUSTC_BOOTSTRAP=1 \
      CARGO_UNSTABLE_BUILD_STD=std,panic_abort \
      CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size \
      CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort" \
      CARGO_TARGET_DIR="$target" NATIVE_TARGET_DIR="$native" \
      "$@"
  else
    CARGO_TARGET_DIR="$target" NATIVE_TARGET_DIR="$native" "$@"
  fi
}

install_wasm_bindgen() {
  local wb
  wb="$(locked_wasm_bindgen)"
  wasm-bindgen --version 2>/dev/null | grep -q "$wb" && return 0
  say "building wasm-bindgen-cli $wb (a few minutes, once)"
  # Not --locked: one of its locked transitive versions is missing from the registry here.
  phase "install wasm-bindgen-cli" logged wasm-bindgen light_install 1 wasm-bindgen-cli --version "$wb" --no-default-features --force
}

# wasm-split cuts the page's first build into the files its screens fetch when they first open
# (see scripts/wasm.mjs and src/ui/lazy.rs). Its version goes with wasm_split_helpers' 0.2 in
# Cargo.toml.
install_wasm_split() {
  # It prints no version of its own: cargo's list of installed tools says which is there.
  command -v wasm-split-cli >/dev/null &&
    cargo install --list | grep -x "wasm_split_cli_support v$WASM_SPLIT_VERSION:" >/dev/null && return 0
  say "building wasm-split-cli $WASM_SPLIT_VERSION (a minute or two, once)"
  phase "install wasm-split-cli" logged wasm-split light_install 1 wasm_split_cli_support \
    --version "$WASM_SPLIT_VERSION" --features build-binary --locked --force
}

# wasm-opt (binaryen), esbuild, which minifies the ES-module glue of the page's two builds,
# and resvg, which draws the app icons from static/icon.svg at build time (scripts/icons.mjs):
# all from npm, prebuilt, in one install into .tools.
install_node_tools() {
  wasm-opt --version 2>/dev/null | grep -q "version $BINARYEN_VERSION" &&
    esbuild --version 2>/dev/null | grep -qx "$ESBUILD_VERSION" &&
    grep -q "\"version\": \"$RESVG_VERSION\"" "$TOOLS/node_modules/@resvg/resvg-js/package.json" 2>/dev/null &&
    return 0
  say "installing wasm-opt (binaryen $BINARYEN_VERSION), esbuild $ESBUILD_VERSION and resvg $RESVG_VERSION from npm"
  mkdir -p "$TOOLS"
  phase "install wasm-opt, esbuild and resvg" logged node-tools npm install --no-audit --no-fund --prefix "$TOOLS" \
    "binaryen@$BINARYEN_VERSION" "esbuild@$ESBUILD_VERSION" "@resvg/resvg-js@$RESVG_VERSION"
}

# Only scripts/bench needs it: it says what the Wasm is made of.
install_twiggy() {
  twiggy --version 2>/dev/null | grep -q "$TWIGGY_VERSION" && return 0
  say "building twiggy $TWIGGY_VERSION (a minute or two, once)"
  phase "install twiggy" logged twiggy light_install 1 twiggy --version "$TWIGGY_VERSION" --locked --force
}

# The browsers, from Debian, in one apt run (two at once would wait on each other's lock):
# Chromium, its driver (the wasm tests) and its headless shell (the end-to-end tests: the same
# engine without the full browser around it, for about two thirds of the CPU; see
# e2e/browser.mjs); Firefox ESR, and WebKitGTK's WebDriver with its MiniBrowser and a virtual
# screen (Xvfb) to draw it on, for the key flows in the other two engines (e2e/engines.mjs).
install_browsers() {
  command -v chromium >/dev/null && command -v chromedriver >/dev/null \
    && command -v chromium-headless-shell >/dev/null && command -v firefox-esr >/dev/null \
    && command -v WebKitWebDriver >/dev/null && command -v Xvfb >/dev/null && return 0
  say "installing Chromium, Firefox ESR and WebKitGTK, with their drivers, from Debian"
  export DEBIAN_FRONTEND=noninteractive
  phase "install browsers" logged browsers sh -c \
    'apt-get update -qq && apt-get install -y -qq chromium chromium-driver chromium-headless-shell firefox-esr webkit2gtk-driver xvfb'
}

# Firefox's WebDriver, for the wasm tests in Firefox: built from crates.io (Debian has none).
install_geckodriver() {
  geckodriver --version 2>/dev/null | grep -q "$GECKODRIVER_VERSION" && return 0
  say "building geckodriver $GECKODRIVER_VERSION (a minute or two, once)"
  phase "install geckodriver" logged geckodriver light_install 1 geckodriver --version "$GECKODRIVER_VERSION" --locked --force
}

# playwright-core drives Chromium, puppeteer-core Firefox and selenium-webdriver WebKitGTK's
# driver; none of them downloads a browser.
install_playwright() {
  local modules="$ROOT/e2e/node_modules"
  [ -d "$modules/playwright-core" ] && [ -d "$modules/puppeteer-core" ] \
    && [ -d "$modules/selenium-webdriver" ] && return 0
  say "installing playwright-core, puppeteer-core and selenium-webdriver (no browser download)"
  phase "install the browsers' drivers for node" logged playwright sh -c "cd '$ROOT/e2e' && npm ci --no-audit --no-fund"
}

# Runs the named install functions side by side and fails if any of them failed.
side_by_side() {
  local pids=() f rc=0
  for f in "$@"; do
    "$f" &
    pids+=($!)
  done
  for f in "${pids[@]}"; do wait "$f" || rc=1; done
  return $rc
}

setup_build() {
  side_by_side install_rust_parts install_wasm_bindgen install_wasm_split install_node_tools
}

setup_test() {
  side_by_side install_rust_parts install_wasm_bindgen install_wasm_split install_node_tools \
    install_browsers install_geckodriver install_playwright
}

setup_bench() {
  side_by_side install_rust_parts install_wasm_bindgen install_wasm_split install_node_tools \
    install_browsers install_geckodriver install_playwright install_twiggy
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  case "${1:-build}" in
    build) phase "set-up, build tools" setup_build ;;
    test) phase "set-up, test tools" setup_test ;;
    bench) phase "set-up, bench tools" setup_bench ;;
    page)
      phase "set-up, build tools" setup_build
      cd "$ROOT" && phase "release build" page_build
      ;;
    *) echo "usage: scripts/setup.sh [build|test|bench|page]" >&2; exit 2 ;;
  esac
fi
