#!/bin/sh
# Lints both published OpenAPI documents with Redocly CLI's recommended ruleset (issue 13, decision 0903):
# any error or warning fails the build. Node comes from Debian only where npx is absent (installing Debian's
# npm over a Node that already has npx conflicts); Redocly itself comes from the npm registry, pinned.
set -eu
REDOCLY_VERSION=2.77.0
cd "$(dirname "$0")/../.."
if ! command -v npx >/dev/null 2>&1; then
  echo "npx not found: installing nodejs and npm from Debian" >&2
  apt-get update -o DPkg::Lock::Timeout=600 >&2 || true
  apt-get install -y -o DPkg::Lock::Timeout=600 nodejs npm >&2
fi
# No telemetry and no update check: the build reaches the package registries and nothing else.
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true NO_UPDATE_NOTIFIER=1
exec npx --yes "@redocly/cli@${REDOCLY_VERSION}" lint --max-problems 200 --format stylish \
  docs/contract/openapi.json docs/contract/openapi-operator.json
