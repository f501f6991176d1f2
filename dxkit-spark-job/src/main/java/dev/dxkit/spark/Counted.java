package dev.dxkit.spark;

import dev.dxkit.census.CensusShare;

import java.io.Serializable;
import java.util.Arrays;

/**
 * What a task hands to the shuffle: under {@link Key#SHARE} its {@link CensusShare}, under a program's
 * sha256 the {@link Groups} the program was counted in. Values of one key merge; merging may change and
 * return the first value, as Spark allows.
 */
interface Counted extends Serializable {
    Counted merge(Counted other);

    /** A task's census share. */
    final class Share implements Counted {
        private static final long serialVersionUID = 1L;
        final CensusShare share;

        Share(CensusShare share) {
            this.share = share;
        }

        @Override
        public Counted merge(Counted other) {
            share.merge(((Share) other).share);
            return this;
        }
    }

    /** The groups a program of one sha256 was counted in, sorted, each once. */
    final class Groups implements Counted {
        private static final long serialVersionUID = 1L;
        final String[] names;

        Groups(String... names) {
            this.names = names;
        }

        @Override
        public Counted merge(Counted other) {
            String[] o = ((Groups) other).names;
            if (Arrays.equals(names, o)) {
                return this; // the common case: a duplicate within one group
            }
            String[] all = Arrays.copyOf(names, names.length + o.length);
            System.arraycopy(o, 0, all, names.length, o.length);
            return new Groups(Arrays.stream(all).sorted().distinct().toArray(String[]::new));
        }
    }
}
