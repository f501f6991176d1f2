#!/usr/bin/env bash
# The cost of the Spark job's distinct-program merge (a shuffle on sha256) at N synthetic hashes, beside the
# same job without the shuffle and one thread counting the same hashes in hash sets, in one run.
#
#   tools/bench/spark-distinct-merge.sh [N] [MASTER] [ROUNDS] [java]   (default: 1000000 local[2] 3; "java":
#                                                                       Java serialization, not the job's Kryo)
#
# Builds dxkit-spark-job (and its test classes, where DistinctMergeBench lives) with Maven when needed.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
module="$here/dxkit-spark-job"
(cd "$here" && mvn -q -B -ntp -DskipTests -pl dxkit-spark-job -am package >&2)
opens=$(sed -n 's:.*<spark.jvm.opens>\(.*\)</spark.jvm.opens>.*:\1:p' "$module/pom.xml")
export SPARK_LOCAL_IP="${SPARK_LOCAL_IP:-127.0.0.1}"
echo "$(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
# shellcheck disable=SC2086 # the options are words
java -Xmx4g $opens -Dlog4j2.configurationFile="$module/log4j2.properties" \
  -cp "$module/target/test-classes:$module/target/dxkit-spark.jar:$(cat "$module/target/spark-classpath.txt")" \
  dev.dxkit.spark.DistinctMergeBench "${1:-1000000}" "${2:-local[2]}" "${3:-3}" ${4:-}
