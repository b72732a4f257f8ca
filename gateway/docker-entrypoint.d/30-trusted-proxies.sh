#!/bin/sh
# Which peers may tell the gateway who the client is. TRUSTED_PROXIES lists the addresses or CIDR
# ranges of the proxies in front of it (a TLS terminator, a load balancer), separated by commas or
# spaces; empty means clients connect directly. Writes two files the gateway's config includes:
#   real-ip.conf  set_real_ip_from per proxy: $remote_addr becomes the client's own address, taken
#                 from X-Forwarded-For by walking back over trusted hops only;
#   trusted.geo   the same list for `geo`, so X-Forwarded-Proto is believed only from those proxies.
set -eu

out_dir="${TRUSTED_PROXIES_DIR:-/etc/nginx/trusted-proxies}"
mkdir -p "$out_dir"
real_ip="$out_dir/real-ip.conf.tmp"
geo="$out_dir/trusted.geo.tmp"
: > "$real_ip"
: > "$geo"

for proxy in $(echo "${TRUSTED_PROXIES:-}" | tr ',' ' '); do
  # An IPv4 or IPv6 address, with an optional prefix length: nothing else reaches nginx's config.
  if ! echo "$proxy" | grep -Eq '^([0-9]{1,3}(\.[0-9]{1,3}){3}|[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*)(/[0-9]{1,3})?$'; then
    echo "$0: TRUSTED_PROXIES has '$proxy', which is not an IP address or CIDR range" >&2
    exit 1
  fi
  echo "set_real_ip_from $proxy;" >> "$real_ip"
  echo "$proxy 1;" >> "$geo"
done

mv "$real_ip" "$out_dir/real-ip.conf"
mv "$geo" "$out_dir/trusted.geo"
echo "$0: trusted proxies: ${TRUSTED_PROXIES:-none (clients connect directly)}"
