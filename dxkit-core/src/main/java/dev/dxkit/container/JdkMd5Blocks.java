package dev.dxkit.container;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.security.Provider;
import java.security.Security;

/**
 * Runs MD5's block function over whole 64-byte blocks with the JDK's own MD5, whose block loop HotSpot
 * replaces with a hand-written intrinsic, and hands back the chaining state — which the public
 * {@code MessageDigest} API never shows. The container digest needs that state because its last block is
 * padded the fxc way, not MD5's (see {@link ContainerDigest}).
 *
 * <p>It reads two members of {@code sun.security.provider}, so it works only where that package is open to
 * dxkit ({@code --add-opens java.base/sun.security.provider=ALL-UNNAMED}, which the dxkit jar's manifest
 * asks for). Where it is not, {@link #available()} is false and {@link ContainerDigest} uses its own block
 * function; both give the same digest (tested).
 *
 * <p>The JDK's block loop is quicker only once C2 has compiled it into the intrinsic. A run that compiles
 * with C1 alone (the launcher runs a census so) does better with dxkit's block function for every block,
 * which C1 compiles once instead of two block functions; such a run sets the system property
 * {@value #PROPERTY} to {@code false}, and this class then looks nothing up.
 */
final class JdkMd5Blocks {
    /** The system property that, set to {@code false}, turns the JDK's block loop off. */
    static final String PROPERTY = "dxkit.md5.jdk";

    private static final MethodHandle UPDATE;  // DigestBase.engineUpdate(byte[], int, int)
    private static final MethodHandle RESET;   // DigestBase.engineReset()
    private static final VarHandle STATE;      // MD5.state, the four chaining words
    private static final Provider.Service SERVICE;
    private static final ThreadLocal<Object> SPI;

    static {
        MethodHandle update = null;
        MethodHandle reset = null;
        VarHandle state = null;
        Provider.Service service = null;
        try {
            Provider sun = "false".equals(System.getProperty(PROPERTY)) ? null : Security.getProvider("SUN");
            service = sun == null ? null : sun.getService("MessageDigest", "MD5");
            if (service != null) {
                Object spi = service.newInstance(null);
                Class<?> md5 = spi.getClass();
                Class<?> base = md5.getSuperclass();
                MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(md5, MethodHandles.lookup());
                MethodHandles.Lookup baseLookup = MethodHandles.privateLookupIn(base, MethodHandles.lookup());
                update = baseLookup.findVirtual(base, "engineUpdate",
                        MethodType.methodType(void.class, byte[].class, int.class, int.class));
                reset = baseLookup.findVirtual(base, "engineReset", MethodType.methodType(void.class));
                state = lookup.findVarHandle(md5, "state", int[].class);
                probe(spi, update, reset, state);
            }
        } catch (ReflectiveOperationException | java.security.GeneralSecurityException | RuntimeException | LinkageError e) {
            update = null; // not open to us, or not the layout we know: use dxkit's own block function
        }
        boolean ok = update != null;
        UPDATE = ok ? update : null;
        RESET = ok ? reset : null;
        STATE = ok ? state : null;
        SERVICE = ok ? service : null;
        SPI = ok ? ThreadLocal.withInitial(JdkMd5Blocks::newSpi) : null;
    }

    private JdkMd5Blocks() {
    }

    /** True when the JDK's MD5 block loop can be used. */
    static boolean available() {
        return UPDATE != null;
    }

    /**
     * Runs the block function over {@code data[from, from + length)} ({@code length} a multiple of 64)
     * from MD5's initial state and writes the resulting four chaining words into {@code s}.
     */
    static void blocks(byte[] data, int from, int length, int[] s) {
        Object spi = SPI.get();
        try {
            RESET.invoke(spi);
            if (length > 0) {
                UPDATE.invoke(spi, data, from, length);
            }
            int[] st = (int[]) STATE.get(spi);
            System.arraycopy(st, 0, s, 0, 4);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    private static Object newSpi() {
        try {
            return SERVICE.newInstance(null);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Checks, on one block, that the members found behave as expected before they are trusted. */
    private static void probe(Object spi, MethodHandle update, MethodHandle reset, VarHandle state) throws ReflectiveOperationException {
        try {
            reset.invoke(spi);
            byte[] block = new byte[64];
            block[0] = (byte) 0x80; // MD5("") is this one block: d41d8cd9 8f00b204 e9800998 ecf8427e
            update.invoke(spi, block, 0, 64);
            int[] st = (int[]) state.get(spi);
            if (st.length < 4 || st[0] != 0xd98c1dd4 || st[1] != 0x04b2008f || st[2] != 0x980980e9 || st[3] != 0x7e42f8ec) {
                throw new ReflectiveOperationException("unexpected MD5 state layout");
            }
        } catch (ReflectiveOperationException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new ReflectiveOperationException(t);
        }
    }
}
