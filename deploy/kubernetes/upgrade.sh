#!/usr/bin/env bash
# Rolls TaxAtlas out to the current kubectl context: the migration Job with the new image first, and only when it has
# completed, the Deployment (docs/deployment.md). Usage: deploy/kubernetes/upgrade.sh ghcr.io/owner/repo:1.4.0
# Needs the `taxatlas` Secret in the namespace (DATABASE_URL, REDIS_URL, JWT_SECRET).
set -euo pipefail
image=${1:?usage: upgrade.sh <image:tag>}
[[ $image == *:* && ${image##*:} != */* ]] || { echo "upgrade.sh: give the image with its tag (repo:1.4.0)" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
kubectl get secret taxatlas >/dev/null

# A Job's pod template cannot change: the previous run goes, then this release's runs.
kubectl delete job taxatlas-migrate --ignore-not-found --wait=true
kubectl apply -f "$here/configmap.yaml"
sed "s|image: taxatlas$|image: $image|" "$here/migrate-job.yaml" | kubectl apply -f -
if ! kubectl wait --for=condition=complete --timeout=900s job/taxatlas-migrate; then
  kubectl logs job/taxatlas-migrate --tail=50 || true
  echo "upgrade.sh: the migrations failed; the running release is untouched" >&2
  exit 1
fi
kubectl logs job/taxatlas-migrate --tail=5

work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cp "$here"/*.yaml "$work/"
(cd "$work" && sed -i "s|^    newName: .*|    newName: ${image%:*}|; s|^    newTag: .*|    newTag: ${image##*:}|" kustomization.yaml)
kubectl apply -k "$work"
kubectl rollout status deployment/taxatlas --timeout=600s
