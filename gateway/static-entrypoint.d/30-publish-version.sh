#!/bin/sh
# A remote's container, at start: copies the build baked into its image to $VERSIONS_DIR/$VERSION
# (a volume that outlives the container) and points $VERSIONS_DIR/current at the baked build. nginx
# serves that folder, so /remotes/<name>/<version>/ keeps answering for every version published
# there: visitors who loaded the previous version still find its chunks, and switching
# REMOTE_<NAME>_URL back to it is a rollback that needs no image. The newest $KEEP_VERSIONS stay.
set -eu

[ -n "${VERSIONS_DIR:-}" ] || exit 0 # the shell has no versions
build_dir="${BUILD_DIR:-/usr/share/nginx/html}"
version="${VERSION:?VERSION is required (the build arg the image was made with)}"
keep="${KEEP_VERSIONS:-10}"

case "$version" in
  current | .* | *[!A-Za-z0-9._-]*)
    echo "$0: VERSION must be letters, digits, dots, dashes or underscores (not 'current'): $version" >&2
    exit 1
    ;;
esac

mkdir -p "$VERSIONS_DIR"
target="$VERSIONS_DIR/$version"
# A version is immutable once published; a local rebuild under the same label (e.g. "latest") differs
# in its manifest and replaces it.
if ! cmp -s "$build_dir/mf-manifest.json" "$target/mf-manifest.json" 2>/dev/null; then
  staging="$VERSIONS_DIR/.staging-$version-$$"
  rm -rf "$staging"
  cp -R "$build_dir" "$staging"
  rm -rf "$target"
  mv "$staging" "$target"
  echo "$0: published $version"
fi
touch "$target"
ln -sfn "$build_dir" "$VERSIONS_DIR/current"

# Newest first by the time each version was last started; never the one this container serves.
ls -1t "$VERSIONS_DIR" | grep -v -x -e current -e "$version" | tail -n "+$keep" | while read -r old; do
  rm -rf "${VERSIONS_DIR:?}/$old"
  echo "$0: removed old version $old"
done
