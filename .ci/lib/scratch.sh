# Sourced by the checks that build examples in a new package (snippets-check, doc-examples-check):
# `scratch_package NAME KEEP SUBDIR...` makes the package folder `$pkg` (named NAME) in `$work`, a
# temporary folder removed on exit — or, when KEEP names a folder of the repo, that folder, kept
# between runs with its SUBDIRs emptied — beside a link to the repo named `MVIRouter`, the name
# users clone it under (a package's identity is its folder's name). Needs `$repo`.
scratch_package() {
  local name=$1 keep=$2
  shift 2
  if [ -n "$keep" ]; then
    mkdir -p "$repo/$keep"
    work=$(cd "$repo/$keep" && pwd)
    local sub
    for sub in "$@"; do rm -rf "${work:?}/$name/$sub"; done
    rm -rf "$work/MVIRouter"
  else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
  fi
  pkg="$work/$name"
  mkdir -p "$pkg"
  ln -s "$repo" "$work/MVIRouter"
}
