#!/usr/bin/env bash
# Runs before `npm test` (the `pretest` hook): makes sure the tools the tests need exist, so a fresh
# clone skips nothing (issue 35 item 14):
# - Chromium for the end-to-end tests: Debian's (never a downloaded browser); CHROMIUM_PATH
#   overrides on a developer laptop;
# - ffmpeg, which makes the sandbox's sample SSN help video (scripts/sample-video.ts) that
#   test/e2e/ssn-video.spec.ts plays: Debian's; FFMPEG_PATH names another binary.
# As root with apt-get a missing tool is installed; otherwise one line says what to install and the
# script exits 1.
set -u

# apt_install <package> [apt-get options…]: installs a Debian package, refreshing the lists once if needed.
apt_install() {
  local pkg=$1
  shift
  apt-get install -y "$@" "$pkg" >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y "$@" "$pkg" >/dev/null; }
}

can_install() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; }

status=0

if { [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; } || [ -x /usr/bin/chromium ]; then
  :
elif can_install; then
  echo "installing Debian's chromium for the end-to-end tests"
  apt_install chromium || status=1
else
  echo "No Chromium found: install Debian's chromium or set CHROMIUM_PATH" >&2
  status=1
fi

if { [ -n "${FFMPEG_PATH:-}" ] && [ -x "$FFMPEG_PATH" ]; } || command -v ffmpeg >/dev/null; then
  :
elif can_install; then
  echo "installing Debian's ffmpeg for the SSN help-video test"
  apt_install ffmpeg --no-install-recommends || status=1
else
  echo "No ffmpeg found: install Debian's ffmpeg (apt-get install --no-install-recommends ffmpeg) or set FFMPEG_PATH" >&2
  status=1
fi

exit $status
