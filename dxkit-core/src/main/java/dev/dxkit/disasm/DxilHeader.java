package dev.dxkit.disasm;

import dev.dxkit.container.Container;
import dev.dxkit.dxil.DxilModule;

/** The comment header of {@code dxc -dumpbin}. */
final class DxilHeader {
    private DxilHeader() {
    }

    static String write(Container c, DxilModule m) {
        return "";
    }
}
