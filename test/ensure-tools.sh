#!/usr/bin/env bash
# Runs before `npm test`: makes sure the browser for the end-to-end tests exists.
# Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides on a developer laptop.
set -u
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "installing Debian's chromium for the end-to-end tests"
  apt-get install -y chromium >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y chromium >/dev/null; }
  exit $?
fi
echo "No Chromium found: install Debian's chromium or set CHROMIUM_PATH" >&2
exit 1
