package dev.dxkit.spark;

import java.io.Serializable;
import java.util.Arrays;

/**
 * A shuffle key: a program's sha256, or {@link #SHARE} for the tasks' census shares. Its hash is a function
 * of its bytes alone (never an identity hash), so every executor sends a key to the same reducer.
 */
final class Key implements Serializable {
    private static final long serialVersionUID = 1L;
    /** The key of every task's census share (no sha256). */
    static final Key SHARE = new Key(new byte[0]);

    final byte[] sha256;

    Key(byte[] sha256) {
        this.sha256 = sha256;
    }

    boolean isShare() {
        return sha256.length == 0;
    }

    @Override
    public int hashCode() {
        return sha256.length < 4 ? 0
                : (sha256[0] & 0xFF) << 24 | (sha256[1] & 0xFF) << 16 | (sha256[2] & 0xFF) << 8 | (sha256[3] & 0xFF);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Key k && Arrays.equals(sha256, k.sha256);
    }
}
