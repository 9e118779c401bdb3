#!/usr/bin/env bash
# What `npm test` needs beyond Node, on a fresh Debian machine: Chromium (browser tests), a font for its pages,
# PostgreSQL and Redis (the integration suite's second run; the tests start their own servers). Installs what is
# missing through apt-get when it can (root, or sudo without a password), else names the command and stops.
set -euo pipefail

missing=()
# A browser named by CHROME_PATH counts only if it is there.
if [ -n "${CHROME_PATH:-}" ]; then [ -x "$CHROME_PATH" ] || missing+=(chromium); else command -v chromium >/dev/null 2>&1 || missing+=(chromium); fi
fc-list 2>/dev/null | grep -qi "dejavu\|liberation" || missing+=(fonts-dejavu-core)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
((${#missing[@]} == 0)) && exit 0

install=(apt-get install -y -qq --no-install-recommends "${missing[@]}")
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "[test] missing: ${missing[*]}. Install them first:" >&2
  echo "  sudo apt-get update && sudo ${install[*]}" >&2
  exit 1
fi
echo "[test] installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" "${install[@]}" >/dev/null
