#!/usr/bin/env bash
# The report's browser tests drive Debian's Chromium at /usr/bin/chromium (never Playwright's own
# download). Install it when it is missing; do nothing when it is there.
set -eu
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ]; then
  sudo=""
elif command -v sudo >/dev/null 2>&1; then
  sudo="sudo"
else
  echo "chromium is missing and installing it needs root: apt-get install -y chromium" >&2
  exit 1
fi
$sudo apt-get update -qq
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
