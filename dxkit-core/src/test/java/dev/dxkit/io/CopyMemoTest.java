package dev.dxkit.io;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CopyMemoTest {
    @Test
    void findsOnlyEqualBytes() {
        CopyMemo<byte[]> memo = new CopyMemo<>(1 << 20);
        byte[] a = {'D', 'X', 'B', 'C', 1, 2, 3, 4};
        byte[] listing = {'o', 'k'};
        long key = CopyMemo.key(a, 0, a.length);
        assertTrue(memo.keep(key, a, listing, a.length + listing.length));
        assertSame(listing, memo.find(key, a.clone(), 0, a.length));
        byte[] inside = {9, 'D', 'X', 'B', 'C', 1, 2, 3, 4, 9};
        assertSame(listing, memo.find(CopyMemo.key(inside, 1, a.length), inside, 1, a.length));
        byte[] b = {'D', 'X', 'B', 'C', 1, 2, 3, 5};
        assertNull(memo.find(key, b, 0, b.length)); // the same key (as if CRC-32C collided), other bytes
        assertNull(memo.find(key, a, 0, a.length - 1));
        assertFalse(memo.keep(key, b, new byte[0], 1)); // a key already kept keeps its first bytes
        assertNull(memo.find(key, b, 0, b.length));
    }

    @Test
    void keepsNothingBeyondItsBudget() {
        CopyMemo<byte[]> memo = new CopyMemo<>(10);
        byte[] a = {'D', 'X', 'B', 'C', 1, 2, 3, 4};
        long key = CopyMemo.key(a, 0, a.length);
        assertFalse(memo.room(key, 11));
        assertFalse(memo.keep(key, a, a, 11));
        assertNull(memo.find(key, a, 0, a.length));
        assertTrue(memo.keep(key, a, a, 10));
        assertFalse(memo.room(CopyMemo.key(a, 0, 4), 1)); // the budget is spent
    }
}
