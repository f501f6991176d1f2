#!/usr/bin/env bash
# One-shot start-up: `dxkit dis FILE`, `dxkit info FILE`, `dxkit verify FILE` as whole processes through the
# launcher, beside a Java "hello world" started the same way (the launcher's one-file options, the JDK's own
# class-data archive), in alternating rounds; medians of wall and CPU time, and each as a ratio to hello world.
# The rows "(java directly)" run the same JVM command line the launcher ends in (its one-shot archive and
# options), so that what the launcher script itself costs shows as the difference.
#
#   tools/bench/startup.sh [ROUNDS] [FILE]     (default 15 rounds, samples/ps_5_0_lighting.dxbc)
#
# Optional rows, each when its tool is there:
#   BEFORE=DIR           the same three commands through DIR/dxkit (another checkout, e.g. an older commit)
#   DIST=DIR             dis, info and verify through DIR/bin/dxkit, the distribution's launcher (the zip unpacked
#                        in DIR); DIST=ZIP unpacks that zip into the temporary folder first, and DIST=1 the one
#                        `mvn package` wrote here (dxkit-cli/target/dxkit-*.zip)
#   JAVA25=JDK           (default /usr/lib/jvm/temurin-25-jdk-amd64) dis and hello world with Java 25: the
#                        launcher's static archive, and Java 25's AOT cache (DXKIT_AOT=1)
#   the oracle           `d3dc disasm FILE 0 OUT` with Wine kept warm (../shared/oracle, D3DC_PERSIST)
# The first round of each is preceded by an untimed run that builds the jar and the archives.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
rounds="${1:-15}"
file="$(realpath "${2:-$here/samples/ps_5_0_lighting.dxbc}")"
java25="${JAVA25:-/usr/lib/jvm/temurin-25-jdk-amd64}"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf 'public class Hello { public static void main(String[] a) { System.out.println("hello world"); } }\n' > "$tmp/Hello.java"
javac --release 17 -d "$tmp" "$tmp/Hello.java"
printf 'Main-Class: Hello\n' > "$tmp/m.txt"
jar cfm "$tmp/hello.jar" "$tmp/m.txt" -C "$tmp" Hello.class
# the launcher's options for a one-shot line (hello world gets them as well: started the same way)
opts="-Xss8m -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Ddxkit.md5.jdk=false -XX:CompileThresholdScaling=4"
opts="$opts -Ddxkit.byteViews=false -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0"
"$here/dxkit" dis "$file" > /dev/null # builds the jar and the archive
java_bin="$(readlink -f "$(command -v java)")"
jsa="$here/dxkit-cli/target/dxkit-${java_bin//[^A-Za-z0-9.]/_}.one.jsa" # as the launcher names it
direct="java -XX:SharedArchiveFile=$jsa $opts -cp $here/dxkit-cli/target/dxkit.jar dev.dxkit.cli.Main"
rows=(hello "java $opts -jar $tmp/hello.jar"
      "hello (archive relocated)" "java ${opts% -XX:+Unlock*} -jar $tmp/hello.jar"
      "dxkit dis" "$here/dxkit dis $file"
      "dxkit info" "$here/dxkit info $file"
      "dxkit verify" "$here/dxkit verify $file"
      "dxkit dis (java directly)" "$direct dis $file"
      "dxkit info (java directly)" "$direct info $file"
      "dxkit verify (java directly)" "$direct verify $file")
if [ -n "${BEFORE:-}" ]; then
  "$BEFORE/dxkit" dis "$file" > /dev/null
  rows+=("before: dxkit dis" "$BEFORE/dxkit dis $file" "before: dxkit info" "$BEFORE/dxkit info $file"
         "before: dxkit verify" "$BEFORE/dxkit verify $file")
fi
if [ -n "${DIST:-}" ]; then
  dist=$DIST
  if [ "$dist" = 1 ]; then
    dist=$(ls "$here"/dxkit-cli/target/dxkit-*.zip | head -1)
  fi
  if [ -f "$dist" ]; then
    mkdir "$tmp/dist" && (cd "$tmp/dist" && unzip -q "$dist")
    dist=$(ls -d "$tmp"/dist/*/)
  fi
  dist=${dist%/}
  "$dist/bin/dxkit" dis "$file" > /dev/null # makes its archives
  rows+=("distribution: bin/dxkit dis" "$dist/bin/dxkit dis $file" "distribution: bin/dxkit info" "$dist/bin/dxkit info $file"
         "distribution: bin/dxkit verify" "$dist/bin/dxkit verify $file")
fi
if [ -x "$java25/bin/java" ]; then
  PATH="$java25/bin:$PATH" "$here/dxkit" dis "$file" > /dev/null
  PATH="$java25/bin:$PATH" DXKIT_AOT=1 "$here/dxkit" dis "$file" > /dev/null
  rows+=("java25 hello" "$java25/bin/java $opts -jar $tmp/hello.jar"
         "java25 dxkit dis (static archive)" "PATH=$java25/bin:\$PATH $here/dxkit dis $file"
         "java25 dxkit dis (AOT cache)" "PATH=$java25/bin:\$PATH DXKIT_AOT=1 $here/dxkit dis $file")
fi
oracle="${ORACLE:-$here/../shared/oracle}/d3dc"
if [ -x "$oracle" ]; then
  export D3DC_PERSIST=600
  "$oracle" disasm "$file" 0 "$tmp/ms.txt" > /dev/null 2>&1 || true
  rows+=("d3dc disasm (Wine warm)" "$oracle disasm $file 0 $tmp/ms.txt")
fi
echo "file: $file ($(stat -c %s "$file") bytes), java: $(java -version 2>&1 | head -1)"
python3 "$here/tools/bench/timed.py" "$rounds" "${rows[@]}"
