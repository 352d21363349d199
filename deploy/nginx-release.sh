#!/usr/bin/env bash
# Publishes a built out/ to an nginx host over SSH (the `nginx` target of .github/workflows/site.yml;
# docs/deploy.md says how to set the host up). Usage, from the repository's root:
#
#   RSYNC_RSH="ssh -i key" bash deploy/nginx-release.sh deploy@web1.example.org /srv/worldurbanparks <release name>
#
# The site's root is a symlink, <root>/out, to one release folder, <root>/releases/<name>:
#   1. rsync copies out/ into a new release folder, hard-linking every file that did not change
#      since the current release (--link-dest), so only what changed crosses the network;
#   2. the current release's hashed files (/_astro/) are linked into the new one, so a tab opened
#      before the deploy can still load the scripts its page names;
#   3. the symlink is swapped in one rename, then nginx reloads, which reads the new _csp.map (the
#      per-page policies, included by deploy/nginx.conf, change with every build). If `nginx -t`
#      fails, the symlink goes back to the release before and the deploy fails;
#   4. the five newest releases are kept: to roll back, point <root>/out at an older one and reload
#      (or revert the commit, which deploys again).
# The first deploy to a host whose <root>/out is still a plain folder moves it to releases/initial.
# The remote user needs write access to <root> and may run `sudo -n nginx -t` and
# `sudo -n nginx -s reload` (one sudoers line; docs/deploy.md).
set -euo pipefail
cd "$(dirname "$0")/.."

destination=${1:?"usage: nginx-release.sh <user@host> <site root> <release name>"}
root=${2:?"usage: nginx-release.sh <user@host> <site root> <release name>"}
name=${3:?"usage: nginx-release.sh <user@host> <site root> <release name>"}
ssh_command=${RSYNC_RSH:-ssh}
KEEP_RELEASES=5

for file in index.html 404.html _csp.map; do
  if [ ! -f "out/$file" ]; then
    echo "nginx-release: out/$file is missing: build the site first (npm run build)" >&2
    exit 1
  fi
done

remote() {
  # shellcheck disable=SC2086 # RSYNC_RSH is a command line with its options, as rsync reads it
  $ssh_command "$destination" bash -s -- "$root" "$name" "$KEEP_RELEASES"
}

# The current release (the one the new one is linked against), after a first-time move.
current=$(
  remote <<'REMOTE'
set -euo pipefail
root=$1
mkdir -p "$root/releases"
if [ -d "$root/out" ] && [ ! -L "$root/out" ]; then
  mv "$root/out" "$root/releases/initial"
  ln -s releases/initial "$root/out"
fi
if [ -L "$root/out" ]; then readlink -f "$root/out"; fi
REMOTE
)

link_dest=()
if [ -n "$current" ]; then link_dest=(--link-dest="$current"); fi
rsync -a --delete "${link_dest[@]}" -e "$ssh_command" out/ "$destination:$root/releases/$name/"

remote <<'REMOTE'
set -euo pipefail
root=$1 name=$2 keep=$3
release="$root/releases/$name"
touch "$release" # its time is the release's, for the pruning below
previous=$(readlink -f "$root/out" || true)
if [ -n "$previous" ] && [ -d "$previous/_astro" ]; then
  # Older hashed files stay reachable: hard-link what the new build does not have, overwrite nothing.
  rsync -a --ignore-existing --link-dest="$previous/_astro/" "$previous/_astro/" "$release/_astro/"
fi
ln -sfn "releases/$name" "$root/out.next"
mv -T "$root/out.next" "$root/out"
if ! sudo -n nginx -t -q; then
  if [ -n "$previous" ]; then
    ln -sfn "$previous" "$root/out.next"
    mv -T "$root/out.next" "$root/out"
  fi
  echo "nginx -t failed with the new release: the site stays on ${previous:-the release before}" >&2
  exit 1
fi
sudo -n nginx -s reload
# Keep the newest releases (the one now served among them), oldest removed first.
ls -1dt "$root"/releases/*/ | tail -n +$((keep + 1)) | while read -r old; do
  if [ "$(readlink -f "$old")" != "$(readlink -f "$root/out")" ]; then rm -rf "$old"; fi
done
echo "Released $name: $root/out -> releases/$name"
REMOTE
