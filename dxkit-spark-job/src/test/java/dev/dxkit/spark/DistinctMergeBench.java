package dev.dxkit.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Tuple2;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The cost of the job's distinct-program merge at N synthetic hashes (run by
 * {@code tools/bench/spark-distinct-merge.sh}, not a test): tasks make N (sha256, group) pairs, N/2 distinct
 * values over 4 groups, and the job's own shuffle ({@link Counted#merge}, {@link SparkCensus#tally}) counts
 * them; beside it in the same run, the same tasks making the pairs and only counting them (no shuffle), and
 * one thread counting the same pairs in hash sets, as a single process would.
 *
 * <p>{@code DistinctMergeBench N MASTER ROUNDS [java]}: "java" for Java serialization instead of the job's Kryo.
 */
public final class DistinctMergeBench {
    private DistinctMergeBench() {
    }

    static final String[] GROUPS = {"game1", "game2", "game3", "game4"};

    /** The i-th pair: sha256 of (i mod N/2), in group i mod 4. */
    static Tuple2<Key, Counted> pair(MessageDigest md, long i, long n) {
        md.update(ByteBuffer.allocate(8).putLong(i % (n / 2)).array());
        return new Tuple2<>(new Key(md.digest()), new Counted.Groups(GROUPS[(int) (i % GROUPS.length)]));
    }

    static Iterator<Tuple2<Key, Counted>> pairs(int slice, int slices, long n) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        long from = n * slice / slices;
        long to = n * (slice + 1) / slices;
        return new Iterator<>() {
            long i = from;

            @Override
            public boolean hasNext() {
                return i < to;
            }

            @Override
            public Tuple2<Key, Counted> next() {
                return pair(md, i++, n);
            }
        };
    }

    public static void main(String[] args) throws Exception {
        long n = args.length > 0 ? Long.parseLong(args[0]) : 1_000_000;
        String master = args.length > 1 ? args[1] : "local[2]";
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        boolean javaSerialization = args.length > 3 && args[3].equals("java");
        SparkConf conf = new SparkConf().setMaster(master).setAppName("distinct merge")
                .set("spark.ui.enabled", "false").set("spark.driver.bindAddress", "127.0.0.1")
                .set("spark.driver.host", "127.0.0.1");
        if (!javaSerialization) {
            CensusKryo.configure(conf); // as the job does
        }
        try (JavaSparkContext sc = new JavaSparkContext(conf)) {
            sc.setLogLevel("WARN");
            int slices = Math.max(2, sc.defaultParallelism() * 4);
            List<Integer> ids = new ArrayList<>(IntStream.range(0, slices).boxed().toList());
            System.out.printf("%,d hashes (%,d distinct, %d groups), %s, %d map tasks, %d reducers, %s%n", n, n / 2,
                    GROUPS.length, master, slices, sc.defaultParallelism(), sc.getConf().get("spark.serializer",
                            "org.apache.spark.serializer.JavaSerializer"));
            com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean)
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean();
            for (int r = 1; r <= rounds; r++) {
                long c0 = os.getProcessCpuTime();
                long t0 = System.nanoTime();
                // the job's merge: the shuffle on the hash, each reducer counting its own hashes
                SparkCensus.Tallied t = sc.parallelize(ids, slices)
                        .mapPartitionsToPair(it -> pairs(it.next(), slices, n))
                        .reduceByKey(Counted::merge, Math.max(1, sc.defaultParallelism()))
                        .mapPartitions(SparkCensus::tally)
                        .fold(new SparkCensus.Tallied(), SparkCensus.Tallied::merge);
                long t1 = System.nanoTime();
                long c1 = os.getProcessCpuTime();
                // the same tasks making the same pairs, counted where they are made: no shuffle
                long made = sc.parallelize(ids, slices).map(id -> {
                    long k = 0;
                    for (Iterator<Tuple2<Key, Counted>> it = pairs(id, slices, n); it.hasNext(); it.next()) {
                        k++;
                    }
                    return k;
                }).reduce(Long::sum);
                long t2 = System.nanoTime();
                long c2 = os.getProcessCpuTime();
                // one thread, hash sets in memory, as one process counts them
                HashSet<ByteBuffer> all = new HashSet<>();
                Map<String, HashSet<ByteBuffer>> byGroup = new HashMap<>();
                MessageDigest md = MessageDigest.getInstance("SHA-256");
                for (long i = 0; i < n; i++) {
                    Tuple2<Key, Counted> p = pair(md, i, n);
                    ByteBuffer k = ByteBuffer.wrap(p._1().sha256);
                    all.add(k);
                    byGroup.computeIfAbsent(((Counted.Groups) p._2()).names[0], g -> new HashSet<>()).add(k);
                }
                long t3 = System.nanoTime();
                long c3 = os.getProcessCpuTime();
                if (t.distinctTotal != all.size() || made != n) {
                    throw new IllegalStateException("the counts disagree: " + t.distinctTotal + " and " + all.size());
                }
                for (String g : GROUPS) {
                    if (t.distinct.get(g) != byGroup.get(g).size()) {
                        throw new IllegalStateException(g + ": " + t.distinct.get(g) + " and " + byGroup.get(g).size());
                    }
                }
                double shuffle = (t1 - t0) / 1e9;
                double make = (t2 - t1) / 1e9;
                double one = (t3 - t2) / 1e9;
                System.out.printf("round %d: wall: job with merge %.2f s, job making the pairs only %.2f s, merge %.2f s "
                                + "(%.2f µs a hash); one thread with hash sets %.2f s; job / one thread %.2f%n",
                        r, shuffle, make, shuffle - make, (shuffle - make) * 1e6 / n, one, shuffle / one);
                double cs = (c1 - c0) / 1e9;
                double cm = (c2 - c1) / 1e9;
                double co = (c3 - c2) / 1e9;
                System.out.printf("         cpu:  job with merge %.2f s, job making the pairs only %.2f s, merge %.2f s "
                                + "(%.2f µs a hash); one thread with hash sets %.2f s; job / one thread %.2f%n",
                        cs, cm, cs - cm, (cs - cm) * 1e6 / n, co, cs / co);
            }
        }
    }
}
