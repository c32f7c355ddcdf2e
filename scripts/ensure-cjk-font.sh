#!/usr/bin/env bash
# The bench's browser lays the console out as a Chinese user's would: with a CJK font. Without one
# Chromium draws boxes and skips the shaping of every Chinese glyph, so the first paint it times is
# not the one users get. Installs Debian's fonts-noto-cjk when no font covers Chinese.
set -euo pipefail
if fc-list :lang=zh family 2>/dev/null | grep -q .; then exit 0; fi
echo "No Chinese font found: installing Debian's fonts-noto-cjk package"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-noto-cjk >/dev/null
