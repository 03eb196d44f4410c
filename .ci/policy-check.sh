#!/usr/bin/env bash
# A policy hook with an outdated or misspelt name compiles and is never called. Where Swift can
# say so, it must: a policy whose conformance is declared in an extension gets a near-miss
# warning for `getAlertButtons(for:)` (outdated) and `onResult(_:of:presentr:)` (misspelt), and
# fails with warnings as errors. The RouterPolicy docs promise this; the debug build's run-time
# note covers the rest (tested in RouterPolicyTests).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target MVIRouter > /tmp/mvirouter-policy-build.log 2>&1 \
  || { tail -20 /tmp/mvirouter-policy-build.log; exit 1; }
modules="$(swift build --show-bin-path)/Modules"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/Policy.swift" <<'SWIFT'
import MVIRouter

enum MovieAlert: RouterAlertScreenProtocol { case delete }

struct MovieRouter {}

extension MovieRouter: RouterPolicy {
  typealias Screen = RouterEmptyScreen
  typealias Alert = MovieAlert
  func getAlertButtons(for type: MovieAlert) -> [RouterAlertButton<String>] {
    [.destructive("Delete"), .cancel()]
  }
  func onResult(
    _ result: RouteResult<RouterResultValue>, of route: Route<RouterEmptyScreen>,
    presentr: Route<RouterEmptyScreen>?
  ) {}
}
SWIFT
status=0
swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$modules" "$work/Policy.swift" \
  > "$work/out.log" 2>&1 || status=$?
missing=0
for expected in \
  "'getAlertButtons(for:)' nearly matches defaulted requirement 'getAlertActions(for:)'" \
  "'onResult(_:of:presentr:)' nearly matches defaulted requirement 'onResult(_:of:presenter:)'"
do
  grep -qF "$expected" "$work/out.log" || { echo "policy-check: no diagnostic: $expected"; missing=1; }
done
if [ "$status" -eq 0 ] || [ "$missing" -ne 0 ]; then
  cat "$work/out.log"
  echo "policy-check: a near-miss hook must fail a build with warnings as errors"
  exit 1
fi
echo "policy-check: an outdated and a misspelt hook fail to compile with warnings as errors"
