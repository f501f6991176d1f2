package dev.dxkit.cli;

import dev.dxkit.census.CensusWalker;

import java.io.PrintStream;
import java.util.Locale;

/**
 * A one-line progress bar on stderr, redrawn five times a second while a census runs: files, bytes, rate
 * and time left. Only drawn when stderr is a terminal; erased when the run ends.
 */
final class ProgressBar implements AutoCloseable {
    private static final int WIDTH = 30;

    private final CensusWalker walker;
    private final PrintStream err = System.err;
    private final long start = System.nanoTime();
    private final Thread thread;
    private volatile boolean done;

    private ProgressBar(CensusWalker walker) {
        this.walker = walker;
        this.thread = new Thread(this::loop, "census-progress");
        thread.setDaemon(true);
    }

    static ProgressBar start(CensusWalker walker) {
        ProgressBar p = new ProgressBar(walker);
        p.thread.start();
        return p;
    }

    private void loop() {
        while (!done) {
            draw();
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void draw() {
        CensusWalker.Progress p = walker.progress();
        double seconds = (System.nanoTime() - start) / 1e9;
        double rate = seconds > 0 ? p.bytesDone() / seconds : 0;
        StringBuilder sb = new StringBuilder("\r");
        if (p.bytesTotal() >= 0) {
            double f = p.bytesTotal() == 0 ? 1 : Math.min(1, (double) p.bytesDone() / p.bytesTotal());
            int fill = (int) Math.round(f * WIDTH);
            sb.append('[').append("#".repeat(fill)).append(".".repeat(WIDTH - fill)).append("] ");
            sb.append(p.filesDone()).append('/').append(p.filesTotal()).append(" files  ");
            sb.append(mb(p.bytesDone())).append('/').append(mb(p.bytesTotal())).append(" MB  ");
            sb.append(String.format(Locale.ROOT, "%.1f MB/s", rate / 1e6));
            if (rate > 0 && p.bytesDone() > 0) {
                long left = (long) ((p.bytesTotal() - p.bytesDone()) / rate);
                sb.append(String.format(Locale.ROOT, "  ETA %d:%02d", left / 60, left % 60));
            }
        } else {
            sb.append(p.filesDone()).append(" files  ").append(mb(p.bytesDone())).append(" MB  ")
                    .append(String.format(Locale.ROOT, "%.1f MB/s", rate / 1e6));
        }
        sb.append("\033[K"); // erase what a longer previous line left
        err.print(sb);
        err.flush();
    }

    private static String mb(long bytes) {
        return String.format(Locale.ROOT, "%.1f", bytes / 1e6);
    }

    @Override
    public void close() {
        done = true;
        thread.interrupt();
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        err.print("\r\033[K");
        err.flush();
    }
}
