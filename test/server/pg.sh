#!/usr/bin/env bash
# Runs the server test suite against PostgreSQL (npm run test:pg).
#
# Starts a private PostgreSQL 15 cluster in a temporary folder (initdb refuses root, so as root it
# runs as the 'postgres' user, created when missing), listening on 127.0.0.1 and a free port only;
# runs the server tests with DATABASE_URL (each test file creates and drops its own database);
# stops the cluster and removes the folder. When no server can be started it prints the reason and
# exits 0 — the PGlite run of the same suite (npm run test:unit) still covers the code.
# Files given as arguments run instead of the whole suite: npm run test:pg -- test/server/x.test.ts
set -uo pipefail
cd "$(dirname "$0")/../.."

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
skip() { echo "test:pg skipped: $*"; exit 0; }

[ -x "$PG_BIN/initdb" ] || skip "no PostgreSQL server binaries at $PG_BIN (apt-get install postgresql)"

as_pg=()
if [ "$(id -u)" = "0" ]; then
  if ! id postgres >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin postgres 2>/dev/null \
      || skip "cannot create the 'postgres' user that initdb needs when run as root"
  fi
  as_pg=(runuser -u postgres --)
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/wizard-pg.XXXXXX")" || skip "cannot create a temporary folder"
[ "${#as_pg[@]}" -gt 0 ] && chown postgres "$WORK"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  "${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

"${as_pg[@]}" "$PG_BIN/initdb" -D "$WORK/data" --auth=trust -U postgres -E UTF8 --no-sync >"$WORK/initdb.log" 2>&1 \
  || { tail -5 "$WORK/initdb.log"; skip "initdb failed"; }
mkdir -p "$WORK/sock" && { [ "${#as_pg[@]}" -eq 0 ] || chown postgres "$WORK/sock"; }
"${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK/sock -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null 2>&1 || { tail -5 "$WORK/server.log" 2>/dev/null; skip "the PostgreSQL server did not start"; }

echo "== PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
files=(test/server test/unit/fields-server.test.ts)
[ "$#" -gt 0 ] && files=("$@")
# One file at a time: the files share this cluster, and one-commit-save.test.ts counts the
# cluster-wide txid_current() around a save (another file's transactions would count too).
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" npx vitest run --maxWorkers=1 "${files[@]}"
