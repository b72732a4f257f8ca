#!/bin/sh
# Releases one deployable on the deployment host, run by CI over ssh in the folder that holds
# docker-compose.yml and its .env:   sh release.sh <deployable> <image tag>
# It changes only that deployable's lines of .env and only its container (plus a gateway reload):
#   a service or the shell: <NAME>_TAG, then the container, then the gateway re-resolves it;
#   a remote (mfe-*): MFE_<NAME>_TAG, then its container (which keeps serving earlier versions),
#     a check of /remotes/<name>/<tag>/ through the gateway, then REMOTE_<NAME>_URL and the gateway;
#   the gateway: GATEWAY_TAG, then the gateway.
# Releasing an earlier tag the same way is the rollback.
set -eu

deployable="${1:?usage: release.sh <deployable> <image tag>}"
tag="${2:?usage: release.sh <deployable> <image tag>}"
case "$deployable" in
  identity | content | events | shop | billing | pages | shell | gateway) ;;
  mfe-content | mfe-shop | mfe-events | mfe-account | mfe-admin) ;;
  *) echo "release.sh: unknown deployable: $deployable" >&2 && exit 2 ;;
esac
case "$tag" in
  *[!A-Za-z0-9._-]* | '' | current) echo "release.sh: not an image tag: $tag" >&2 && exit 2 ;;
esac
[ -f .env ] || { echo "release.sh: no .env in $(pwd)" >&2 && exit 2; }

# Sets KEY=value in .env, replacing the line if there is one.
set_env() {
  if grep -q "^$1=" .env; then
    sed -i "s|^$1=.*|$1=$2|" .env
  else
    printf '%s=%s\n' "$1" "$2" >>.env
  fi
  echo "release.sh: .env $1=$2"
}

port="$(sed -n 's/^GATEWAY_PUBLISHED_PORT=//p' .env)"
site="http://127.0.0.1:${port:-8080}"
tag_var="$(echo "$deployable" | tr 'a-z-' 'A-Z_')_TAG"

set_env "$tag_var" "$tag"
docker compose pull "$deployable"
docker compose up -d --no-deps --wait "$deployable"

case "$deployable" in
  gateway) ;;
  mfe-*)
    name="${deployable#mfe-}"
    url="/remotes/$name/$tag/mf-manifest.json"
    # The gateway resolves container addresses when nginx (re)loads.
    docker compose exec -T gateway nginx -s reload
    curl -fsS --retry 5 --retry-all-errors -o /dev/null "$site$url"
    set_env "REMOTE_$(echo "$name" | tr 'a-z' 'A-Z')_URL" "$url"
    docker compose up -d --no-deps --wait gateway
    curl -fsS --retry 5 --retry-all-errors "$site/remotes.json" | grep -F "\"$url\"" >/dev/null
    ;;
  *) docker compose exec -T gateway nginx -s reload ;;
esac
echo "release.sh: $deployable is at $tag"
