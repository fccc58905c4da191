# Puts the project's Node (22) first on PATH, fetching it once from the npm registry when the
# host's Node is another version. Sourced by .ci/run, by every npm script (`. .ci/node22.sh && …`)
# and by developers (`source .ci/node22.sh`). The decision and the fetch live in
# scripts/node22/node22.mjs; only a sourced file can change its shell's PATH, hence this shim.
# POSIX sh: npm runs scripts with /bin/sh (dash on Debian).
careers_node22() {
  # bash names the sourced file; plain sh does not, so look upwards from the current folder
  # (npm runs scripts in the package's folder: the repo root or a workspace).
  if [ -n "${BASH_SOURCE:-}" ]; then
    careers_root=$(cd "$(dirname "${BASH_SOURCE:-}")/.." && pwd)
  else
    careers_root=$PWD
    while [ ! -f "$careers_root/scripts/node22/node22.mjs" ] && [ "$careers_root" != / ]; do
      careers_root=$(dirname "$careers_root")
    done
  fi
  if [ ! -f "$careers_root/scripts/node22/node22.mjs" ]; then
    echo "node22.sh: run it from inside the careers portal repository." >&2
    return 1
  fi
  careers_bin=$(node "$careers_root/scripts/node22/node22.mjs" --bin-dir) || return 1
  if [ -n "$careers_bin" ]; then
    PATH="$careers_bin:$PATH"
    export PATH
  fi
  unset careers_root careers_bin
}
# Last command: its status is the status of sourcing this file (`. .ci/node22.sh && …`).
careers_node22
