package dev.dxkit.disasm;

/** Development aid: the level 9 block of a container (filled in with Level9Listing). */
final class Level9Dump {
    private Level9Dump() {
    }

    static String print(byte[] data, DisasmFlags flags) {
        return "";
    }
}
