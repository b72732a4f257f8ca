#!/bin/sh
# Renders /remotes.json (where the shell loads each remote's manifest from) from REMOTE_<NAME>_URL
# at container start, so pointing the site at another build of one remote needs no shell rebuild.
set -eu

template="${REMOTES_JSON_TEMPLATE:-/etc/nginx/remotes.json.template}"
out_dir="${REMOTES_JSON_DIR:-/usr/share/nginx/runtime}"

for name in content shop events account admin; do
  var="REMOTE_$(echo "$name" | tr a-z A-Z)_URL"
  eval "value=\${$var:-}"
  [ -n "$value" ] || value="/remotes/$name/mf-manifest.json"
  # The value lands inside a JSON string.
  case "$value" in
    *'"'* | *'\'* | *' '*) echo "$0: $var must be a URL without quotes, backslashes or spaces: $value" >&2; exit 1 ;;
  esac
  export "$var=$value"
done

mkdir -p "$out_dir"
envsubst '${REMOTE_CONTENT_URL} ${REMOTE_SHOP_URL} ${REMOTE_EVENTS_URL} ${REMOTE_ACCOUNT_URL} ${REMOTE_ADMIN_URL}' \
  < "$template" > "$out_dir/remotes.json.tmp"
mv "$out_dir/remotes.json.tmp" "$out_dir/remotes.json"
echo "$0: wrote $out_dir/remotes.json"
