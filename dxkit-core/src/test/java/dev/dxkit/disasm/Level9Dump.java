package dev.dxkit.disasm;

import dev.dxkit.container.Container;

/** Development aid: the level 9 block of a container. */
final class Level9Dump {
    private Level9Dump() {
    }

    static String print(byte[] data, DisasmFlags flags) {
        TextSink out = new TextSink();
        Level9Listing.print(Container.read(data), flags, out);
        return out.toString();
    }
}
